import { signedInMember, type TestSession } from '../auth/testing';
import { caller } from '../order/testing';
import { bootTestApp } from '../testing/booted-test-app';
import { refusedFields } from '../testing/refused-fields';
import { scoreOrder, solvedCaptcha } from './testing/graded-cards.testing';

describe('card data: certification lookup, pop report, albums, gallery, public api', () => {
  const t = bootTestApp(
    'card-data',
    {
      AUTH_RATE_LIMIT: '1000',
      CAPTCHA_COMPLEXITY: '2000',
      PUBLIC_API_RATE_LIMIT: '3',
    },
    { projections: true },
  );
  let alice: TestSession;
  let bob: TestSession;
  let operator: TestSession;
  let admin: TestSession;
  let pikachu: string[];
  let bobsPikachu: string;
  let charizard: string;

  const pikachuLine = {
    cardCategory: 'POKEMON',
    playerName: 'Pikachu',
    setName: 'Base Set',
    year: 1999,
    cardNumber: '58',
  };

  beforeAll(async () => {
    alice = await signedInMember(t);
    bob = await signedInMember(t);
    operator = await signedInMember(t, { role: 'OPERATOR' });
    admin = await signedInMember(t, { role: 'ADMIN' });
    pikachu = await scoreOrder(
      t,
      t.projections,
      alice,
      operator,
      { lines: [{ ...pikachuLine, quantity: 3 }] },
      [10, 9, 9],
    );
    // Typed differently by another member: still the same card.
    [bobsPikachu, charizard] = await scoreOrder(
      t,
      t.projections,
      bob,
      operator,
      {
        lines: [
          { ...pikachuLine, playerName: ' pikachu', setName: 'base  set', quantity: 1 },
          {
            cardCategory: 'POKEMON',
            playerName: 'Charizard',
            setName: 'Base Set',
            year: 1999,
            cardNumber: '4',
            isAuto: true,
            sportsType: 'POKEMON',
            quantity: 1,
          },
        ],
      },
      ['A', 8],
    );
  }, 120_000);

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'x-lang': 'en', ...headers } });

  describe('certification lookup', () => {
    it('shows the card, grade, label, date and the population of the same card', async () => {
      const res = await get(`/api/certifications/${pikachu[1]}`);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({
        certificationNumber: pikachu[1],
        grade: '9',
        authentic: false,
        card: {
          cardCategory: 'POKEMON',
          playerName: 'Pikachu',
          setName: 'Base Set',
          year: 1999,
          cardNumber: '58',
          autograph: false,
          sportsType: null,
        },
        population: { sameGrade: 2, higherGrade: 1, total: 4 },
        photos: [],
        lineage: [{ kind: 'GRADED', grade: '9' }],
      });
      expect(Date.parse(data.gradedAt)).not.toBeNaN();
      const signed = (await get(`/api/certifications/${charizard}`)).json().data;
      expect(signed.card).toMatchObject({ playerName: 'Charizard', autograph: true, sportsType: 'POKEMON' });
      const authentic = (await get(`/api/certifications/${bobsPikachu}`)).json().data;
      expect(authentic).toMatchObject({
        grade: 'A',
        authentic: true,
        population: { sameGrade: 1, higherGrade: 3 },
      });
      const other = (await get(`/api/certifications/${charizard}`)).json().data;
      expect(other.population).toEqual({ sameGrade: 1, higherGrade: 0, total: 1 });
    });

    it('refuses a number that is not 7 digits and says an unknown number is unknown', async () => {
      const bad = await get('/api/certifications/12345');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().data.fields[0]).toMatchObject({ field: 'certificationNumber' });
      const unknown = await get('/api/certifications/0000001');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('CERTIFICATION.NOT_FOUND');
    });
  });

  describe('pop report', () => {
    it('needs a solved captcha, once; its pass pages the term and opens another', async () => {
      const missing = await get('/api/pop-report?term=pikachu');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().data.fields[0]).toMatchObject({ field: 'captcha', rule: 'required' });
      const forged = Buffer.from(
        JSON.stringify({
          algorithm: 'SHA-256',
          challenge: 'a'.repeat(64),
          number: 1,
          salt: 'x',
          signature: 'b'.repeat(64),
        }),
      ).toString('base64');
      const refused = await get(`/api/pop-report?term=pikachu&captcha=${encodeURIComponent(forged)}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('CAPTCHA.INVALID');

      const captcha = encodeURIComponent(await solvedCaptcha(t));
      const res = await get(`/api/pop-report?term=PIKACHU%201999&captcha=${captcha}`);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.totalCards).toBe(1);
      expect(data.items[0]).toMatchObject({ card: { playerName: 'Pikachu', setName: 'Base Set' }, total: 4 });
      const counts = Object.fromEntries(
        data.items[0].grades.map((g: { grade: string; count: number }) => [g.grade, g.count]),
      );
      expect(counts).toMatchObject({ '10': 1, '9': 2, '8': 0, A: 1 });
      expect(data.items[0].grades).toHaveLength(13);

      const reused = await get(`/api/pop-report?term=pikachu&captcha=${captcha}`);
      expect(reused.statusCode).toBe(400);
      expect(reused.json().code).toBe('CAPTCHA.REUSED');

      const paged = await get(`/api/pop-report?term=pikachu%201999&pass=${data.pass}&page=2&size=1`);
      expect(paged.statusCode).toBe(200);
      expect(paged.json().data).toMatchObject({ page: 2, totalCards: 1, items: [] });
      const otherTerm = await get(`/api/pop-report?term=charizard&pass=${data.pass}`);
      expect(otherTerm.statusCode).toBe(200);
      expect(otherTerm.json().data.items[0]).toMatchObject({ card: { playerName: 'Charizard' } });
    });

    it('opens ten different terms per solved captcha, at once or one by one; the eleventh needs a new one', async () => {
      const captcha = encodeURIComponent(await solvedCaptcha(t));
      const first = await get(`/api/pop-report?term=term0&captcha=${captcha}`);
      const pass = first.json().data.pass as string;
      // Nine new terms race on the pass; with term0 they are the ten it opens.
      const racing = await Promise.all(
        Array.from({ length: 12 }, (_, i) => get(`/api/pop-report?term=term${i + 1}&pass=${pass}`)),
      );
      const opened = racing.filter((r) => r.statusCode === 200).length;
      expect(opened).toBe(9);
      expect(racing.filter((r) => r.json().code === 'CAPTCHA.PASS_EXPIRED')).toHaveLength(3);
      // Terms already opened stay open for paging and sorting.
      expect((await get(`/api/pop-report?term=term0&pass=${pass}&page=2`)).statusCode).toBe(200);
      expect((await get('/api/pop-report?term=term0&pass=unknown-pass')).json().code).toBe(
        'CAPTCHA.PASS_EXPIRED',
      );
    });

    it('searches by set or year and sorts', async () => {
      const captcha = encodeURIComponent(await solvedCaptcha(t));
      const res = await get(`/api/pop-report?term=base%20set&sort=name&order=asc&captcha=${captcha}`);
      expect(res.json().data.items.map((i: { card: { playerName: string } }) => i.card.playerName)).toEqual([
        'Charizard',
        'Pikachu',
      ]);
      const bad = await get(`/api/pop-report?term=x&sort=price&size=500&pass=x`);
      expect(bad.statusCode).toBe(400);
      expect(refusedFields(bad).sort()).toEqual(['size', 'sort']);
    });
  });

  describe('re-holder', () => {
    it('keeps the number, adds to the lineage and is counted once', async () => {
      await scoreOrder(t, t.projections, alice, operator, { reholder: [pikachu[0]!] }, [10]);
      const data = (await get(`/api/certifications/${pikachu[0]}`)).json().data;
      expect(data.lineage.map((l: { kind: string }) => l.kind)).toEqual(['GRADED', 'REHOLDER']);
      expect(data.reholderedAt).not.toBeNull();
      expect(data.population).toEqual({ sameGrade: 1, higherGrade: 0, total: 4 });
    }, 60_000);
  });

  describe('albums (spec §4) and gallery', () => {
    const asAlice = () => caller(t, alice);
    const asBob = () => caller(t, bob);
    let albumId: string;

    it('refuses each rule and then allows it', async () => {
      const unsaved = await asAlice()('POST', '/api/member/albums', { name: 'MyPikachu', isPublic: true });
      expect(unsaved.statusCode).toBe(409);
      expect(unsaved.json().code).toBe('ALBUM.NOT_SAVED');
      const badName = await asAlice()('POST', '/api/member/albums', {
        name: 'a',
        description: 'x'.repeat(301),
      });
      expect(badName.statusCode).toBe(400);
      expect(refusedFields(badName).sort()).toEqual(['description', 'name']);
      const symbols = await asAlice()('POST', '/api/member/albums', { name: 'my album!' });
      expect(symbols.statusCode).toBe(400);

      const created = await asAlice()('POST', '/api/member/albums', {
        name: '피카츄Album1',
        description: 'Base set',
      });
      expect(created.statusCode).toBe(201);
      albumId = created.json().data.id;
      expect(created.json().data).toMatchObject({ isPublic: false, cardCount: 0, cover: null });

      const noCards = await asAlice()('PUT', `/api/member/albums/${albumId}/visibility`, { isPublic: true });
      expect(noCards.json().code).toBe('ALBUM.NO_CARDS');
      const notMine = await asAlice()('POST', `/api/member/albums/${albumId}/cards`, {
        certificationNumbers: [bobsPikachu],
      });
      expect(notMine.statusCode).toBe(400);
      expect(notMine.json().data.fields[0]).toMatchObject({ rule: 'notHeld' });
      const added = await asAlice()('POST', `/api/member/albums/${albumId}/cards`, {
        certificationNumbers: [pikachu[0], pikachu[1], pikachu[1]],
      });
      expect(added.statusCode).toBe(200);
      expect(added.json().data.cardCount).toBe(2);

      const noCover = await asAlice()('PUT', `/api/member/albums/${albumId}/visibility`, { isPublic: true });
      expect(noCover.statusCode).toBe(409);
      expect(noCover.json().code).toBe('ALBUM.NO_COVER');
      const cover = await asAlice()('PUT', `/api/member/albums/${albumId}/cover`, {
        certificationNumber: pikachu[0],
      });
      expect(cover.json().data.cover).toMatchObject({
        certificationNumber: pikachu[0],
        uploadId: null,
        photo: alice.id,
      });
      const opened = await asAlice()('PUT', `/api/member/albums/${albumId}/visibility`, { isPublic: true });
      expect(opened.statusCode).toBe(200);
      expect(opened.json().data.isPublic).toBe(true);

      const locked = await asAlice()('DELETE', `/api/member/albums/${albumId}/cards/${pikachu[0]}`);
      expect(locked.statusCode).toBe(409);
      expect(locked.json().code).toBe('ALBUM.COVER_CARD_LOCKED');
      const cleared = await asAlice()('PUT', `/api/member/albums/${albumId}/cover`, {
        certificationNumber: null,
      });
      expect(cleared.json().code).toBe('ALBUM.COVER_REQUIRED');
      const removed = await asAlice()('DELETE', `/api/member/albums/${albumId}/cards/${pikachu[1]}`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().data.cardCount).toBe(1);
      const renamed = await asAlice()('PUT', `/api/member/albums/${albumId}`, { name: 'Renamed' });
      expect(renamed.json().data).toMatchObject({ name: 'Renamed', description: 'Base set' });

      // Publishing the card is the holder's consent to show its photos on the certificate.
      const lookup = (await get(`/api/certifications/${pikachu[0]}`)).json().data;
      expect(lookup.photos).toEqual([alice.id]);
    });

    it('lists the public album, counts likes once, and hides private albums', async () => {
      const list = (await get('/api/gallery/albums?sort=likes')).json().data;
      expect(list.items).toEqual([
        expect.objectContaining({ id: albumId, name: 'Renamed', cardCount: 1, likeCount: 0 }),
      ]);
      const visitor = await t.app.inject({ method: 'PUT', url: `/api/gallery/albums/${albumId}/like` });
      expect(visitor.statusCode).toBe(401);
      await asBob()('PUT', `/api/gallery/albums/${albumId}/like`);
      const twice = await asBob()('PUT', `/api/gallery/albums/${albumId}/like`);
      expect(twice.json().data).toEqual({ albumId, liked: true, likeCount: 1 });
      const page = await asBob()('GET', `/api/gallery/albums/${albumId}`);
      expect(page.json().data).toMatchObject({
        likedByMe: true,
        likeCount: 1,
        cards: [{ certificationNumber: pikachu[0], grade: '10' }],
      });
      const unliked = await asBob()('DELETE', `/api/gallery/albums/${albumId}/like`);
      expect(unliked.json().data.likeCount).toBe(0);
      expect((await asBob()('DELETE', `/api/gallery/albums/${albumId}/like`)).json().data.likeCount).toBe(0);

      const secret = (await asAlice()('POST', '/api/member/albums', { name: 'Secret' })).json().data.id;
      expect((await asBob()('GET', `/api/gallery/albums/${secret}`)).statusCode).toBe(404);
      expect((await asBob()('PUT', `/api/gallery/albums/${secret}/like`)).statusCode).toBe(404);
      expect((await asBob()('GET', `/api/member/albums/${secret}`)).statusCode).toBe(404);
      expect((await asAlice()('GET', `/api/gallery/albums/${secret}`)).statusCode).toBe(200);
      const stillOne = (await get('/api/gallery/albums')).json().data;
      expect(stillOne.total).toBe(1);
    });
  });

  describe('public read api', () => {
    it('takes admin-issued keys: 401 without or revoked, ETag/304, 429 with Retry-After', async () => {
      expect((await caller(t, operator)('POST', '/api/console/api-keys', { name: 'x' })).statusCode).toBe(
        403,
      );
      const issued = await caller(t, admin)('POST', '/api/console/api-keys', { name: 'Partner shop' });
      expect(issued.statusCode).toBe(201);
      const { id, key } = issued.json().data;
      const listed = (await caller(t, admin)('GET', '/api/console/api-keys')).json().data;
      expect(listed[0]).toMatchObject({ id, name: 'Partner shop', revokedAt: null });
      expect(JSON.stringify(listed)).not.toContain(key);

      const url = `/api/public/v1/certifications/${pikachu[1]}`;
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, { 'x-api-key': 'swk_forged' })).json().code).toBe('PUBLIC_API.KEY_INVALID');
      const ok = await get(url, { 'x-api-key': key });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.population).toEqual({ sameGrade: 2, higherGrade: 1, total: 4 });
      expect(ok.headers['cache-control']).toBe('public, max-age=60');
      const notModified = await get(url, { 'x-api-key': key, 'if-none-match': String(ok.headers.etag) });
      expect(notModified.statusCode).toBe(304);
      const population = await get('/api/public/v1/population?term=pikachu', { 'x-api-key': key });
      expect(population.json().data.items[0].total).toBe(4);
      // The budget is per minute: keep asking (a window may turn over once) until it runs out.
      let limited = await get(url, { 'x-api-key': key });
      for (let i = 0; i < 6 && limited.statusCode === 200; i += 1)
        limited = await get(url, { 'x-api-key': key });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('PUBLIC_API.RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

      expect(
        (await caller(t, admin)('DELETE', `/api/console/api-keys/${id}`)).json().data.revokedAt,
      ).not.toBeNull();
      expect((await get(url, { 'x-api-key': key })).statusCode).toBe(401);
    });

    it('has its own section of the OpenAPI document', async () => {
      const doc = (await get('/api/docs-json')).json();
      expect(doc.paths['/api/public/v1/certifications/{certificationNumber}'].get.tags).toEqual([
        'public api v1',
      ]);
      expect(doc.components.securitySchemes['api-key']).toMatchObject({ in: 'header', name: 'X-Api-Key' });
    });
  });
});
