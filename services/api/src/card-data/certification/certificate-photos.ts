import type { CertificateRow } from '@slabworks/read-models';

/** Where a certificate's photo is served: a thumbnail for the page, the full photo to open. */
export const certificatePhotoImage = (certificationNumber: string, uploadId: string) => {
  const url = `/api/certifications/${certificationNumber}/photos/${uploadId}`;
  return { thumbnailUrl: `${url}?size=thumbnail`, url };
};

/** The finished slab's photos, front and back (null: not photographed yet). */
export const slabPhotosOf = (row: Pick<CertificateRow, 'certificationNumber' | 'slabPhotos'>) => {
  const image = (id: string | undefined) => (id ? certificatePhotoImage(row.certificationNumber, id) : null);
  return { front: image(row.slabPhotos.FRONT), back: image(row.slabPhotos.BACK) };
};
