import type { UploadEntity } from './persistence/upload.entity';

/** What the uploader gets back: the id to put in an order, and where its images are served. */
export const uploadView = (row: UploadEntity) => ({
  id: row.id,
  url: `/api/uploads/${row.id}`,
  thumbnailUrl: `/api/uploads/${row.id}/thumbnail`,
  width: row.width,
  height: row.height,
  bytes: row.photoBytes,
  createdAt: row.createdAt.toISOString(),
});
