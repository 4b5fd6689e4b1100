// /collection-gallery/:id: one public album.
export { default } from '@/features/card-data/gallery/gallery-album-page';
