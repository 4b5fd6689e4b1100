// Banners and pop-ups are both shown per device and may be previewed before their window opens.
export type DeviceType = 'PC' | 'MOBILE';

/** `?previewmode=true`: an operator sees content outside its window (the api answers it too). */
export const isPreviewMode = (search: string): boolean =>
  new URLSearchParams(search).get('previewmode') === 'true';
