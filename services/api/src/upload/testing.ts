// What tests elsewhere use of the upload module (builders, fakes, seeds); production code never imports it.
export { uploadPhoto } from './testing/upload-photo.testing';
