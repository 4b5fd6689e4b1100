import { readdir } from 'node:fs/promises';
import { connect } from 'node:net';
import sharp from 'sharp';
import { cookieHeader, signedInMember, type TestSession } from '../auth/testing';
import { caller, gradingBody } from '../order/testing';
import { bootTestApp } from '../testing/booted-test-app';
import { DECODE_BUSY_RETRY_SECONDS, PhotoDecodeQueue } from './photo/photo-decode-queue';
import { storageFolder } from './testing/storage-folder.testing';
import { MULTIPART_BOUNDARY, postUpload } from './testing/upload-photo.testing';

const RATE = 5;
const MAX_UNATTACHED = 2;
const DECODES = 1;
const WAITING = 2;

const smallJpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#36c' } })
    .jpeg()
    .toBuffer();

describe('upload limits: rate per member, unused photos per member, decode slots, declared size', () => {
  const storage = storageFolder('upload-limits');
  const t = bootTestApp('upload_limits', () => ({
    STORAGE_DIR: storage.path,
    AUTH_RATE_LIMIT: '1000',
    UPLOAD_MAX_MB: '1',
    UPLOAD_RATE_LIMIT: String(RATE),
    UPLOAD_MAX_UNATTACHED: String(MAX_UNATTACHED),
    UPLOAD_DECODE_CONCURRENCY: String(DECODES),
    UPLOAD_DECODE_QUEUE: String(WAITING),
  }));

  const rowsOf = async (member: TestSession) =>
    Number(
      (await t.dataSource.query(`SELECT count(*) AS n FROM upload WHERE member_id = $1`, [member.id]))[0].n,
    );
  const storedFiles = async () =>
    (await readdir(storage.path, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length;

  it(`answers 429 UPLOAD.RATE_LIMITED with Retry-After past ${RATE} uploads a minute of one member`, async () => {
    // The window is a wall-clock minute: start well inside one so all attempts fall in the same.
    const intoMinute = (Date.now() / 1000) % 60;
    if (intoMinute > 50) await new Promise((r) => setTimeout(r, (61 - intoMinute) * 1000));
    const member = await signedInMember(t);
    const other = await signedInMember(t);
    // Every attempt counts, refused ones too (a text file is refused after the count).
    for (let i = 0; i < RATE; i += 1)
      expect((await postUpload(t, member, Buffer.from('not a photo'))).statusCode).toBe(400);

    const res = await postUpload(t, member, await smallJpeg());
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('UPLOAD.RATE_LIMITED');
    expect(res.json().message).toMatch(new RegExp(`at most ${RATE} a minute`));
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(res.json().data).toEqual({ retryAfterSeconds: wait });
    expect(await rowsOf(member)).toBe(0);

    const ko = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: {
        ...member.headers,
        'x-lang': 'ko',
        'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
      },
      payload: Buffer.from(`--${MULTIPART_BOUNDARY}--\r\n`),
    });
    expect(ko.json().message).toContain('1분에 최대');
    // Counted per member: another member is not held back.
    expect((await postUpload(t, other, await smallJpeg())).statusCode).toBe(201);
  });

  it(`refuses a photo past ${MAX_UNATTACHED} not yet in an order or draft with a 400 on file, until some are used`, async () => {
    const member = await signedInMember(t);
    const ids: string[] = [];
    for (let i = 0; i < MAX_UNATTACHED; i += 1) {
      const res = await postUpload(t, member, await smallJpeg());
      expect(res.statusCode).toBe(201);
      ids.push(res.json().data.id as string);
    }
    const files = await storedFiles();
    const over = await postUpload(t, member, await smallJpeg());
    expect(over.statusCode).toBe(400);
    expect(over.json().data.fields).toEqual([
      expect.objectContaining({
        field: 'file',
        rule: 'tooManyUnattached',
        params: { max: MAX_UNATTACHED },
        message: expect.stringContaining(`${MAX_UNATTACHED} photos not yet used`),
      }),
    ]);
    expect([await rowsOf(member), await storedFiles()]).toEqual([MAX_UNATTACHED, files]);

    // A draft naming them attaches them: room again.
    const draft = await caller(t, member)('POST', '/api/orders/drafts', gradingBody(member, { photos: ids }));
    expect(draft.statusCode).toBe(201);
    expect((await postUpload(t, member, await smallJpeg())).statusCode).toBe(201);
  });

  it('keeps to the cap when the uploads arrive at once (counted again, one at a time, when stored)', async () => {
    const member = await signedInMember(t);
    const photo = await smallJpeg();
    const files = await storedFiles();
    const answers = await Promise.all(
      Array.from({ length: DECODES + WAITING }, () => postUpload(t, member, photo)),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_UNATTACHED);
    expect(statuses.filter((s) => s !== 201)).toEqual(
      Array.from({ length: DECODES + WAITING - MAX_UNATTACHED }, () => 400),
    );
    expect(await rowsOf(member)).toBe(MAX_UNATTACHED);
    // The refused ones' files were removed again: two files (photo, thumbnail) per stored upload.
    expect(await storedFiles()).toBe(files + 2 * MAX_UNATTACHED);
  });

  it('answers 503 UPLOAD.BUSY with Retry-After while every decode slot and queue place is taken', async () => {
    const member = await signedInMember(t);
    const queue = t.app.get(PhotoDecodeQueue);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const holders = Array.from({ length: DECODES + WAITING }, () => queue.run(() => held));

    const busy = await postUpload(t, member, await smallJpeg());
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe(String(DECODE_BUSY_RETRY_SECONDS));
    expect(busy.json()).toEqual({
      code: 'UPLOAD.BUSY',
      message: `Many photos are being processed right now. Please try again in ${DECODE_BUSY_RETRY_SECONDS} seconds.`,
      data: { retryAfterSeconds: DECODE_BUSY_RETRY_SECONDS },
    });
    expect(await rowsOf(member)).toBe(0);

    release();
    await Promise.all(holders);
    expect((await postUpload(t, member, await smallJpeg())).statusCode).toBe(201);
  });

  it('waits in the queue for a free slot rather than refusing while there is room', async () => {
    const member = await signedInMember(t);
    const queue = t.app.get(PhotoDecodeQueue);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const holder = queue.run(() => held); // one slot taken; the upload waits behind it
    const answer = postUpload(t, member, await smallJpeg());
    while (queue.waiting === 0) await new Promise((r) => setTimeout(r, 10));
    release();
    await holder;
    expect((await answer).statusCode).toBe(201);
  });

  it('refuses a photo by its declared Content-Length before reading the body, and closes the connection', async () => {
    const member = await signedInMember(t);
    await t.app.listen(0, '127.0.0.1');
    const port = (t.app.getHttpServer().address() as { port: number }).port;
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    const closed = new Promise<void>((r) => socket.on('close', () => r()));
    // 2 MB declared against UPLOAD_MAX_MB=1, and only a few bytes sent: an answer can only come
    // from the declared length (a server reading the body would wait for the rest).
    socket.write(
      'POST /api/uploads HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        `Cookie: ${cookieHeader(member.cookies)}\r\nX-Requested-With: XMLHttpRequest\r\nX-Lang: en\r\n` +
        `Content-Type: multipart/form-data; boundary=${MULTIPART_BOUNDARY}\r\n` +
        `Content-Length: ${2 * 1024 * 1024}\r\n\r\n--${MULTIPART_BOUNDARY}\r\n`,
    );
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 413/);
    expect(received.toLowerCase()).toContain('connection: close');
    expect(received).toContain('"code":"PAYLOAD_TOO_LARGE"');
    expect(await rowsOf(member)).toBe(0);
  });
});
