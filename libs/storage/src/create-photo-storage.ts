import type { StorageConfig } from '@slabworks/config';
import { LocalFolderStorage } from './local-folder.storage';
import type { PhotoStorage } from './photo-storage.port';
import { S3Storage } from './s3.storage';

/** The adapter STORAGE selects; api and worker build the same one from the same configuration. */
export function createPhotoStorage(config: StorageConfig): PhotoStorage {
  return config.kind === 's3' ? S3Storage.fromOptions(config.s3) : new LocalFolderStorage(config.dir);
}
