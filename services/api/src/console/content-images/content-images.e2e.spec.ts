import sharp from 'sharp';
import { signedInMember, type TestSession } from '../../auth/testing';
import { caller } from '../../order/testing';
import { bootTestApp } from '../../testing/booted-test-app';
import { postFile, storageFolder } from '../../upload/testing';

// Banner and popup images: staff upload them, every visitor may load them, banners reference them.
describe('console content images', () => {
  const storage = storageFolder('content-images');
  const t = bootTestApp('content-images', () => ({ STORAGE_DIR: storage.path, AUTH_RATE_LIMIT: '1000' }));
  let operator: TestSession;
  let member: TestSession;

  beforeAll(async () => {
    operator = await signedInMember(t, { role: 'OPERATOR' });
    member = await signedInMember(t);
  });

  const upload = (who: TestSession, body: Buffer) =>
    postFile(t, who, '/api/console/content-images', body, 'banner.png', 'image/png');

  it('stores a staff upload as a public JPEG that a banner can show', async () => {
    const png = await sharp({ create: { width: 640, height: 240, channels: 3, background: '#245' } })
      .png()
      .toBuffer();
    const res = await upload(operator, png);
    expect(res.statusCode).toBe(201);
    const { path, width } = res.json().data as { path: string; width: number };
    expect(path).toMatch(/^\/api\/content-images\/[0-9a-f-]{36}\.jpg$/);
    expect(width).toBe(640);

    const anonymous = await t.app.inject({ method: 'GET', url: path });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(anonymous.rawPayload).metadata()).format).toBe('jpeg');

    const banner = await caller(t, operator)('POST', '/api/console/content/banners', {
      type: 'MAIN',
      title: { ko: '겨울 이벤트', en: 'Winter event' },
      image: { ko: '/content/main-1.svg', en: path },
      status: true,
      startAt: '2025-12-01T00:00:00+09:00',
      endAt: '2025-12-31T23:59:00+09:00',
    });
    expect(banner.statusCode).toBe(201);
    expect(banner.json().data.image.en).toBe(path);
  });

  it('refuses members, files that are not images, and names it never gave out', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(member, png)).statusCode).toBe(403);
    const text = await upload(operator, Buffer.from('not an image at all'));
    expect(text.statusCode).toBe(400);
    expect(text.json().data.fields[0].field).toBe('file');
    for (const url of [
      '/api/content-images/00000000-0000-4000-8000-000000000000.jpg',
      '/api/content-images/..%2Fx',
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
