// /collection-gallery: members' public albums.
export { default } from '@/features/card-data/gallery/collection-gallery-page';
