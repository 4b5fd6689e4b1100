/** The ETag of a revision, as the api reads If-Match. */
export const ifMatchOf = (revision: number): string => `"${revision}"`;
