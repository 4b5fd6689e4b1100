// /pop-report: the population report behind a captcha pass.
export { default } from '@/features/card-data/pop-report/pop-report-page';
