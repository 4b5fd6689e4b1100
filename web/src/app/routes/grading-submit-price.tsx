// /grading/submit/price: step 0, the submit type and service level (the price guide's plans).
export { default } from '@/features/pricing/plan-choice-page';
