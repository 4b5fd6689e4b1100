// /certification: look up a graded card by its certification number.
export { default } from '@/features/card-data/certification-page';
