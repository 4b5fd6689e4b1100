// /grading/orderComplete and /reholder/orderComplete: the placed order and its payment state.
export { default } from '@/features/order-flow/complete/order-complete-page';
