export { assertSafeKey, PHOTO_STORAGE, type PhotoStorage } from './photo-storage.port';
export { LocalFolderStorage } from './local-folder.storage';
export { S3Storage, type S3Sender, type S3StorageOptions } from './s3.storage';
export { createPhotoStorage } from './create-photo-storage';
