import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { signedInMember, type TestSession } from '../auth/testing';
import { caller, gradingBody } from '../order/testing';
import { bootTestApp } from '../testing/booted-test-app';
import { refusedRules } from '../testing/refused-fields';
import { storageFolder } from './testing/storage-folder.testing';
import { postUpload } from './testing/upload-photo.testing';

// A phone photo: taken sideways (EXIF orientation 6) with a GPS position in its EXIF block.
const phonePhoto = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#c33' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 33/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '126/1 58/1 0/1',
      },
    })
    .toBuffer();

const GPS_IFD_POINTER = Buffer.from([0x25, 0x88]); // tag 0x8825, little-endian as sharp writes it

describe('order photos (POST /api/uploads)', () => {
  const storage = storageFolder('uploads');
  const t = bootTestApp('uploads', () => ({
    STORAGE_DIR: storage.path,
    UPLOAD_MAX_MB: '1',
    AUTH_RATE_LIMIT: '1000',
  }));
  let member: TestSession;
  let stranger: TestSession;
  let operator: TestSession;

  beforeAll(async () => {
    [member, stranger, operator] = await Promise.all([
      signedInMember(t),
      signedInMember(t),
      signedInMember(t, { role: 'OPERATOR' }),
    ]);
  });

  const upload = (who: TestSession, body: Buffer, filename?: string, contentType?: string) =>
    postUpload(t, who, body, filename, contentType);
  const get = (who: TestSession, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
  const uploadCount = async () => Number((await t.dataSource.query(`SELECT count(*) AS n FROM upload`))[0].n);
  const storedFiles = async () => (await readdir(storage.path, { recursive: true })).length;

  it('re-encodes a phone photo upright, without its EXIF (GPS included), with a thumbnail', async () => {
    const original = await phonePhoto();
    expect(original.includes(GPS_IFD_POINTER)).toBe(true);
    const res = await upload(member, original);
    expect(res.statusCode).toBe(201);
    const { id, url, thumbnailUrl, width, height } = res.json().data;
    expect([width, height]).toEqual([300, 400]); // turned upright

    const photo = await get(member, url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(photo.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);
    expect([meta.width, meta.height, meta.orientation]).toEqual([300, 400, undefined]);

    const thumb = await get(member, thumbnailUrl);
    expect(thumb.statusCode).toBe(200);
    expect(Math.max((await sharp(thumb.rawPayload).metadata()).height!)).toBeLessThanOrEqual(480);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shrinks the longest side to 3000 px and the thumbnail to 480 px (PNG and WebP in)', async () => {
    const png = await sharp({ create: { width: 3600, height: 1200, channels: 3, background: '#123' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const webp = await sharp({ create: { width: 200, height: 500, channels: 3, background: '#456' } })
      .webp()
      .toBuffer();
    const a = await upload(member, png, 'scan.png', 'image/png');
    const b = await upload(member, webp, 'x.webp', 'image/webp');
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect([a.json().data.width, a.json().data.height]).toEqual([3000, 1000]);
    const thumb = await sharp((await get(member, a.json().data.thumbnailUrl)).rawPayload).metadata();
    expect([thumb.width, thumb.height]).toEqual([480, 160]);
  });

  it.each([
    [
      'a text file named .jpg',
      () => Promise.resolve(Buffer.from('not a photo at all')),
      'file:unsupportedType',
    ],
    [
      'a GIF (a real image of a type not taken)',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
      'file:unsupportedType',
    ],
    ['a truncated JPEG', async () => (await phonePhoto()).subarray(0, 400), 'file:corrupt'],
    [
      'a file over UPLOAD_MAX_MB',
      () => Promise.resolve(Buffer.alloc(1024 * 1024 + 10, 0xff)),
      'file:fileTooLarge',
    ],
  ])('refuses %s with a 400 field error and stores nothing', async (_label, make, expected) => {
    const [rows, files] = [await uploadCount(), await storedFiles()];
    const res = await upload(member, await make());
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(refusedRules(res)).toEqual([expected]);
    expect([await uploadCount(), await storedFiles()]).toEqual([rows, files]);
  });

  it('refuses a request without a file part or not multipart at all', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...member.headers, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(400);
    expect(refusedRules(json)).toEqual(['file:required']);
  });

  it('serves a photo to its owner and staff only', async () => {
    const { url, thumbnailUrl } = (await upload(member, await phonePhoto())).json().data;
    expect((await get(stranger, url)).statusCode).toBe(404);
    expect((await get(stranger, thumbnailUrl)).statusCode).toBe(404);
    expect((await get(operator, url)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await get(member, '/api/uploads/not-an-id')).statusCode).toBe(404);
  });

  it("refuses another member's or an unknown photo id in an order and a draft; attaches its own", async () => {
    const mine = (await upload(member, await phonePhoto())).json().data.id as string;
    const theirs = (await upload(stranger, await phonePhoto())).json().data.id as string;
    const unknown = '7d3c1c52-7f7e-4d55-9a39-5a8c3bb3d1aa';
    const body = gradingBody(member, { photos: [mine, theirs, unknown, 'https://example.com/a.jpg'] });

    const order = await caller(t, member)('POST', '/api/orders', body);
    expect(order.statusCode).toBe(400);
    expect(refusedRules(order)).toEqual([
      'photos[1]:unknownPhoto',
      'photos[2]:unknownPhoto',
      'photos[3]:unknownPhoto',
    ]);
    const draft = await caller(t, member)('POST', '/api/orders/drafts', body);
    expect(draft.statusCode).toBe(400);
    expect(order.json().data.fields[0].message).toContain('not one of your uploads');
    // The refused order attached nothing (its check attaches in the same statement, then gives back).
    const [refused] = await t.dataSource.query(`SELECT order_id FROM upload WHERE id = $1`, [mine]);
    expect(refused.order_id).toBeNull();

    const placed = await caller(t, member)('POST', '/api/orders', gradingBody(member, { photos: [mine] }));
    expect(placed.statusCode).toBe(201);
    const [row] = await t.dataSource.query(`SELECT order_id FROM upload WHERE id = $1`, [mine]);
    expect(row.order_id).toBe(placed.json().data.orderId);
  });

  it("a refused placing of a draft gives back only the photos it attached, not the draft's", async () => {
    const saved = (await upload(member, await phonePhoto())).json().data.id as string;
    const added = (await upload(member, await phonePhoto())).json().data.id as string;
    const theirs = (await upload(stranger, await phonePhoto())).json().data.id as string;
    const draft = await caller(t, member)(
      'POST',
      '/api/orders/drafts',
      gradingBody(member, { photos: [saved] }),
    );
    expect(draft.statusCode).toBe(201);
    const draftId = draft.json().data.orderId as string;
    const orderOf = async (id: string) =>
      (
        (await t.dataSource.query(`SELECT order_id FROM upload WHERE id = $1`, [id])) as Array<{
          order_id: string | null;
        }>
      )[0]!.order_id;
    expect(await orderOf(saved)).toBe(draftId);

    const refused = await caller(t, member)('POST', '/api/orders', {
      draftId,
      photos: [saved, added, theirs],
    });
    expect(refused.statusCode).toBe(400);
    expect(await orderOf(saved)).toBe(draftId);
    expect(await orderOf(added)).toBeNull();

    const placed = await caller(t, member)('POST', '/api/orders', { draftId, photos: [saved, added] });
    expect(placed.statusCode).toBe(201);
    expect(await orderOf(saved)).toBe(draftId);
    expect(await orderOf(added)).toBe(draftId);
  });
});
