/** Where a certificate's photo is served: a thumbnail for the page, the full photo to open. */
export const certificatePhotoImage = (certificationNumber: string, uploadId: string) => {
  const url = `/api/certifications/${certificationNumber}/photos/${uploadId}`;
  return { thumbnailUrl: `${url}?size=thumbnail`, url };
};
