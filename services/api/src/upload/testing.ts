// What tests elsewhere use of the upload module (builders, fakes, seeds); production code never imports it.
export { postFile, uploadPhoto } from './testing/upload-photo.testing';
export { storageFolder } from './testing/storage-folder.testing';
