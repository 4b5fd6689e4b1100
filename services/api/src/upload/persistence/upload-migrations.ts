import { CreateUploads1764000006500 } from './migrations/1764000006500-create-uploads';
import { UploadProfilePhoto1764400036600 } from './migrations/1764400036600-upload-profile-photo';

export const UPLOAD_MIGRATIONS = [CreateUploads1764000006500, UploadProfilePhoto1764400036600];
