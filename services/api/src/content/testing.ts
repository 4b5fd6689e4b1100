// What tests elsewhere use of the content module (builders); production code never imports it.
export { bannerBody } from './testing/banner-body.testing';
