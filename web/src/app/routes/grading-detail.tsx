// /grading/detail: the grade scale explained.
export { default } from '@/features/grading-guide/grading-detail-page';
