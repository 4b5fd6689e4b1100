// The upload module's one public face: what other api modules use of it (services/api/src/CONVENTIONS.md).
export { answeringRefusedPhotos } from './http/refused-photo-answer';
export { readUploadedFile } from './http/upload-body';
export { UPLOAD_MIGRATIONS } from './persistence/upload-migrations';
export { PhotoAttachments, photoHoldSql, wantedPhotoIds, type PhotoHoldRow } from './photo-attachments';
export { PhotoUploadsService } from './photo-uploads.service';
export type { PhotoVariant } from './photo-uploads.service';
export { PhotoDecodeQueue } from './photo/photo-decode-queue';
export { UploadModule } from './upload.module';
