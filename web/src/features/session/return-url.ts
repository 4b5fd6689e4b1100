// Only same-site paths are honoured, so a crafted link cannot bounce users to another site.
export const safeReturnUrl = (value: string | null | undefined, fallback = '/'): string =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : fallback;
