// npm run bench:uploads — order photos through POST /api/uploads over real HTTP: 100 photos of ~4 MB,
// 4 at once (a collector's phone uploading a large order), on its own scratch database and storage
// folder. Reports photos/s, latency and the api's peak RSS (VmHWM of the api process). Progress goes to
// stderr; the table and, as the last line, one JSON object go to stdout.
// Knobs: BENCH_UPLOAD_PHOTOS (100), BENCH_UPLOAD_CONCURRENCY (4), BENCH_UPLOAD_MB (4).
import 'reflect-metadata';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import sharp from 'sharp';
import { createTestDatabase, testKeyPrefix } from '@slabworks/testing';
import { startApi } from './support/api-process';
import { insertMembers, logIn } from './support/bench-members';
import { BenchHttp } from './support/http-client';
import { percentile } from './support/load';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const PHOTOS = env('BENCH_UPLOAD_PHOTOS', 100);
const CONCURRENCY = env('BENCH_UPLOAD_CONCURRENCY', 4);
const TARGET_MB = env('BENCH_UPLOAD_MB', 4);
const BOUNDARY = '----slabworks-bench';
const log = (line: string) => console.error(line);

/** A camera-like JPEG of about TARGET_MB: noisy pixels (so JPEG cannot shrink them away) at 12 MP. */
async function cameraPhoto(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .raw()
    .toBuffer();
  for (let quality = 40; quality <= 98; quality += 4) {
    const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length >= TARGET_MB * 1024 * 1024 * 0.95) return jpeg;
  }
  throw new Error(`could not make a ${TARGET_MB} MB photo`);
}

function uploadOnce(baseUrl: string, headers: Record<string, string>, body: Buffer): Promise<number> {
  const url = new URL('/api/uploads', baseUrl);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': body.length,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          res.statusCode === 201
            ? resolve(performance.now() - started)
            : reject(new Error(`upload answered ${res.statusCode}: ${Buffer.concat(chunks).toString()}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function peakRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function main(): Promise<void> {
  const db = await createTestDatabase('bench_uploads');
  const storageDir = await mkdtemp(join(tmpdir(), 'slabworks-bench-uploads-'));
  const api = await startApi({
    DATABASE_URL: db.url,
    REDIS_PREFIX: testKeyPrefix('bench-uploads'),
    AUTH_RATE_LIMIT: '1000000',
    STORAGE_DIR: storageDir,
  });
  const pool = new Pool({ connectionString: db.url, max: 2 });
  try {
    const [member] = await insertMembers(pool, 1, 'MEMBER', 'uploads');
    const session = await logIn(new BenchHttp(api.url, 1), member!);
    const photo = await cameraPhoto();
    const body = Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="card.jpg"\r\n` +
          `Content-Type: image/jpeg\r\n\r\n`,
      ),
      photo,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const countUploads = async () => Number((await pool.query(`SELECT count(*) AS n FROM upload`)).rows[0].n);
    const uploadsBefore = await countUploads(); // insertMembers gives each member one photo row
    const rssBefore = await peakRssMb(api.pid);
    log(
      `api at ${api.url}; photo ${(photo.length / 1024 / 1024).toFixed(2)} MB (4000×3000 JPEG); api peak RSS before ${rssBefore} MB`,
    );

    const latencies: number[] = [];
    let next = 0;
    const began = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < PHOTOS) {
          next += 1;
          latencies.push(await uploadOnce(api.url, session.headers, body));
        }
      }),
    );
    const seconds = (performance.now() - began) / 1000;
    const peak = await peakRssMb(api.pid);
    const stored = (await countUploads()) - uploadsBefore;
    if (stored !== PHOTOS) throw new Error(`expected ${PHOTOS} stored uploads, found ${stored}`);

    const result = {
      photos: PHOTOS,
      concurrency: CONCURRENCY,
      photoMb: Number((photo.length / 1024 / 1024).toFixed(2)),
      photosPerSecond: Number((PHOTOS / seconds).toFixed(2)),
      mbPerSecond: Number(((PHOTOS * photo.length) / 1024 / 1024 / seconds).toFixed(1)),
      p50Ms: Math.round(percentile(latencies, 50)),
      p99Ms: Math.round(percentile(latencies, 99)),
      apiPeakRssMb: peak,
    };
    console.log(
      `| uploads | photos | at once | MB each | photos/s | MB/s | p50 ms | p99 ms | api peak RSS MB |`,
    );
    console.log(`|---|---|---|---|---|---|---|---|---|`);
    console.log(
      `| POST /api/uploads | ${result.photos} | ${result.concurrency} | ${result.photoMb} | ${result.photosPerSecond} | ${result.mbPerSecond} | ${result.p50Ms} | ${result.p99Ms} | ${result.apiPeakRssMb} |`,
    );
    console.log(JSON.stringify({ bench: 'uploads', ...result }));
  } finally {
    await pool.end();
    await api.stop();
    await db.drop();
    await rm(storageDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
