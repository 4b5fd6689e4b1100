import sharp from 'sharp';
import { PHOTO_STORAGE, type PhotoStorage } from '@slabworks/storage';
import { signedInMember, type TestSession } from '../auth/testing';
import { caller } from '../order/testing';
import { bootTestApp } from '../testing/booted-test-app';
import { postFile, storageFolder } from '../upload/testing';
import { scoreOrder } from './testing/graded-cards.testing';

describe('album representative image from an upload (spec §3, §4)', () => {
  const storage = storageFolder('album-cover');
  const t = bootTestApp('album-cover', () => ({ STORAGE_DIR: storage.path, AUTH_RATE_LIMIT: '1000' }), {
    projections: true,
  });
  let alice: TestSession;
  let bob: TestSession;
  let cards: string[];

  beforeAll(async () => {
    [alice, bob] = [await signedInMember(t), await signedInMember(t)];
    const operator = await signedInMember(t, { role: 'OPERATOR' });
    const line = {
      cardCategory: 'POKEMON',
      playerName: 'Mew',
      setName: 'Promo',
      year: 2000,
      cardNumber: '8',
    };
    cards = await scoreOrder(
      t,
      t.projections,
      alice,
      operator,
      { lines: [{ ...line, quantity: 2 }] },
      [9, 8],
    );
  }, 120_000);

  const upload = async (who: TestSession): Promise<string> => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const res = await postFile(t, who, '/api/uploads', png, 'cover.png', 'image/png');
    expect(res.statusCode).toBe(201);
    return res.json().data.id;
  };
  const image = (url: string, who?: TestSession) =>
    t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });

  it('takes one of the owner’s uploads, serves it to whoever may see the album, and opens the album', async () => {
    const asAlice = caller(t, alice);
    const albumId = (await asAlice('POST', '/api/member/albums', { name: 'Mew' })).json().data.id;
    await asAlice('POST', `/api/member/albums/${albumId}/cards`, { certificationNumbers: cards });

    const bobsPhoto = await upload(bob);
    const stolen = await asAlice('PUT', `/api/member/albums/${albumId}/cover`, { uploadId: bobsPhoto });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().data.fields[0]).toMatchObject({ field: 'uploadId', rule: 'unknownPhoto' });
    const both = await asAlice('PUT', `/api/member/albums/${albumId}/cover`, {
      uploadId: bobsPhoto,
      certificationNumber: cards[0],
    });
    expect(both.json().data.fields[0]).toMatchObject({ field: 'uploadId', rule: 'oneCover' });

    const photo = await upload(alice);
    const set = await asAlice('PUT', `/api/member/albums/${albumId}/cover`, { uploadId: photo });
    expect(set.statusCode).toBe(200);
    const cover = set.json().data.cover;
    expect(cover).toMatchObject({ uploadId: photo, certificationNumber: null, photo });
    expect(cover.imageUrl).toBe(`/api/gallery/albums/${albumId}/cover?v=${photo}`);

    // Private: the owner sees the image, nobody else does.
    expect((await image(cover.imageUrl)).statusCode).toBe(404);
    const own = await image(cover.imageUrl, alice);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(own.rawPayload).metadata()).width).toBe(300);

    // An uploaded cover locks no card: both may go, but one must stay to keep it public.
    const opened = await asAlice('PUT', `/api/member/albums/${albumId}/visibility`, { isPublic: true });
    expect(opened.statusCode).toBe(200);
    expect((await asAlice('DELETE', `/api/member/albums/${albumId}/cards/${cards[0]}`)).statusCode).toBe(200);
    expect((await image(cover.imageUrl)).statusCode).toBe(200);
    const listed = (await image('/api/gallery/albums')).json().data.items;
    expect(listed).toEqual([expect.objectContaining({ id: albumId, cover })]);

    // A card's photo replaces the upload; clearing is refused while public.
    const byCard = await asAlice('PUT', `/api/member/albums/${albumId}/cover`, {
      certificationNumber: cards[1],
    });
    expect(byCard.json().data.cover).toMatchObject({ certificationNumber: cards[1], uploadId: null });
    const cleared = await asAlice('PUT', `/api/member/albums/${albumId}/cover`, { uploadId: null });
    expect(cleared.json().code).toBe('ALBUM.COVER_REQUIRED');
  });

  it('shows the photos of a card in a public album on its certificate, to anyone, until the album closes', async () => {
    // The order's photo (givePhotos' upload row) gets its files, as an upload would have written them.
    const storage = t.app.get<PhotoStorage>(PHOTO_STORAGE);
    const jpeg = (width: number) =>
      sharp({ create: { width, height: width, channels: 3, background: '#c63' } })
        .jpeg()
        .toBuffer();
    await storage.put(`${alice.id}/photo.jpg`, await jpeg(600), 'image/jpeg');
    await storage.put(`${alice.id}/thumbnail.jpg`, await jpeg(120), 'image/jpeg');

    const lookup = async (no: string) => (await image(`/api/certifications/${no}`)).json().data;
    const before = await lookup(cards[0]!);
    expect([before.photos, before.photoImages]).toEqual([[], []]);

    const asAlice = caller(t, alice);
    const created = await asAlice('POST', '/api/member/albums', { name: 'MewPhotos' });
    expect(created.statusCode).toBe(201);
    const albumId = created.json().data.id;
    await asAlice('POST', `/api/member/albums/${albumId}/cards`, { certificationNumbers: [cards[0]] });
    await asAlice('PUT', `/api/member/albums/${albumId}/cover`, { certificationNumber: cards[0] });
    const opened = await asAlice('PUT', `/api/member/albums/${albumId}/visibility`, { isPublic: true });
    expect(opened.statusCode).toBe(200);

    const shown = await lookup(cards[0]!);
    const base = `/api/certifications/${cards[0]}/photos/${alice.id}`;
    expect(shown.photoImages).toEqual([{ thumbnailUrl: `${base}?size=thumbnail`, url: base }]);
    const thumbnail = await image(shown.photoImages[0].thumbnailUrl);
    expect([thumbnail.statusCode, thumbnail.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(120);
    const full = await image(shown.photoImages[0].url);
    expect((await sharp(full.rawPayload).metadata()).width).toBe(600);

    // Only that certificate's photos: another member's upload is 404 under this number.
    expect((await image(`/api/certifications/${cards[0]}/photos/${bob.id}`)).statusCode).toBe(404);
    expect((await image(`/api/certifications/123/photos/${alice.id}`)).statusCode).toBe(400);

    const closed = await asAlice('PUT', `/api/member/albums/${albumId}/visibility`, { isPublic: false });
    expect(closed.statusCode).toBe(200);
    expect((await image(base)).statusCode).toBe(404);
  });
});
