// /account/collection/grading/:id: one album's editor (name, cards, cover, public or not).
export { default } from '@/features/card-data/albums/album-editor-page';
