/**
 * A banner as the console's editor sends it (POST/PUT /api/console/content/banners): a MAIN banner
 * for every device, on for March 2025, its title and image in Korean and English.
 */
export const bannerBody = (overrides: Record<string, unknown> = {}) => ({
  type: 'MAIN',
  deviceType: null,
  title: { ko: '가을 이벤트', en: 'Autumn event' },
  image: { ko: '/content/main-1.svg', en: '/content/main-2.svg' },
  landingUrl: '/submit',
  colorCode: '#1B2A4A',
  status: true,
  startAt: '2025-03-01T10:00:00+09:00',
  endAt: '2025-03-31T23:59:00+09:00',
  ...overrides,
});
