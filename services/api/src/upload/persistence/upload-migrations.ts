import { CreateUploads1764000006500 } from './migrations/1764000006500-create-uploads';

export const UPLOAD_MIGRATIONS = [CreateUploads1764000006500];
