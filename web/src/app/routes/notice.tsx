// /notice: the notice list.
export { default } from '@/features/content/notice/notice-list-page';
