// npm run bench:uploads — order photos through POST /api/uploads over real HTTP: 100 photos of ~4 MB,
// 4 at once (a collector's phone uploading a large order), on its own scratch database and storage
// folder. Reports photos/s, latency and the api's peak RSS (VmHWM of the api process). Then the
// decompression-bomb phase, on a fresh api process (its own high-water mark): BENCH_UPLOAD_BOMBS PNGs
// of 10000×10000 (exactly the 100-megapixel limit, ~300 KB each) sent at once by as many members, the
// api's RSS sampled meanwhile: bombPeakRssMb, and bombRssAfterMb a few seconds after the last answer.
// Beside the upload phase, its floor: the api's own photo pipeline (processPhoto: decode, turn upright,
// resize, re-encode, thumbnail) run by sharp alone in this process on the same photo, as many at once
// (sharpFloorPerSecond; uploadsToSharpFloor is the api's photos/s over it).
// Each side's CPU per photo (system time and minor page faults apart) says where a gap between them goes.
// Progress goes to stderr; the tables and, as the last line, one JSON object go to stdout.
// Knobs: BENCH_UPLOAD_PHOTOS (100; 0 skips the photo phase), BENCH_UPLOAD_CONCURRENCY (4),
// BENCH_UPLOAD_MB (4), BENCH_UPLOAD_BOMBS (8; 0 skips the bomb phase).
import 'reflect-metadata';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import sharp from 'sharp';
import { createTestDatabase, testKeyPrefix } from '@slabworks/testing';
import { processPhoto } from '../src/upload/photo/photo-image';
import { startApi } from './support/api-process';
import { insertMembers, logIn } from './support/bench-members';
import { BenchHttp } from './support/http-client';
import { percentile } from './support/load';
import { cpuSeconds, processCpu, type ProcessCpu } from './support/process-cpu';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const PHOTOS = env('BENCH_UPLOAD_PHOTOS', 100);
const CONCURRENCY = env('BENCH_UPLOAD_CONCURRENCY', 4);
const TARGET_MB = env('BENCH_UPLOAD_MB', 4);
const BOMBS = env('BENCH_UPLOAD_BOMBS', 8);
const BOMB_SIDE = 10_000;
// The rate and unattached-photo limits are not what this bench measures.
const UNLIMITED = {
  AUTH_RATE_LIMIT: '1000000',
  UPLOAD_RATE_LIMIT: '1000000',
  UPLOAD_MAX_UNATTACHED: '1000000',
};
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

function multipartBody(file: Buffer, filename: string, contentType: string): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

function uploadOnce(baseUrl: string, headers: Record<string, string>, body: Buffer): Promise<number> {
  return post(baseUrl, headers, body).then(({ status, ms, text }) => {
    if (status !== 201) throw new Error(`upload answered ${status}: ${text}`);
    return ms;
  });
}

function post(
  baseUrl: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<{ status: number; ms: number; text: string; retryAfter?: string }> {
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
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            text: Buffer.concat(chunks).toString(),
            retryAfter: res.headers['retry-after'],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function rssMb(pid: number, field: 'VmHWM' | 'VmRSS'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}
const peakRssMb = (pid: number) => rssMb(pid, 'VmHWM');

/** Per photo, between two readings: where a process's time went beside the photos/s. */
const perPhoto = (before: ProcessCpu, after: ProcessCpu) => ({
  cpuMs: Math.round(((cpuSeconds(after) - cpuSeconds(before)) * 1000) / PHOTOS),
  systemMs: Math.round(((after.system - before.system) * 1000) / PHOTOS),
  minorFaults: Math.round((after.minorFaults - before.minorFaults) / PHOTOS),
});

type PhotoResult = {
  photos: number;
  concurrency: number;
  photoMb: number;
  photosPerSecond: number;
  mbPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  apiPeakRssMb: number;
  apiCpuMsPerPhoto: number;
  apiSystemMsPerPhoto: number;
  apiMinorFaultsPerPhoto: number;
};

/** The same photos through the api's pipeline with sharp alone: no HTTP, multipart, storage or rows. */
async function sharpFloor(photo: Buffer): Promise<{
  sharpFloorPerSecond: number;
  sharpFloorP50Ms: number;
  sharpCpuMsPerPhoto: number;
  sharpSystemMsPerPhoto: number;
  sharpMinorFaultsPerPhoto: number;
}> {
  const latencies: number[] = [];
  let next = 0;
  const use = processCpu(process.pid);
  const began = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < PHOTOS) {
        next += 1;
        const t0 = performance.now();
        await processPhoto(photo);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  const used = perPhoto(use, processCpu(process.pid));
  return {
    sharpFloorPerSecond: Number((PHOTOS / seconds).toFixed(2)),
    sharpFloorP50Ms: Math.round(percentile(latencies, 50)),
    sharpCpuMsPerPhoto: used.cpuMs,
    sharpSystemMsPerPhoto: used.systemMs,
    sharpMinorFaultsPerPhoto: used.minorFaults,
  };
}

/** A fresh api without upload limits on the bench's database and storage, and a pool to read what it stored. */
async function withUploadsApi<T>(
  db: { url: string },
  storageDir: string,
  keyPrefix: string,
  work: (api: Awaited<ReturnType<typeof startApi>>, pool: Pool) => Promise<T>,
): Promise<T> {
  const api = await startApi({
    DATABASE_URL: db.url,
    REDIS_PREFIX: testKeyPrefix(keyPrefix),
    STORAGE_DIR: storageDir,
    ...UNLIMITED,
  });
  const pool = new Pool({ connectionString: db.url, max: 2 });
  try {
    return await work(api, pool);
  } finally {
    await pool.end();
    await api.stop();
  }
}

function photoPhase(db: { url: string }, storageDir: string, photo: Buffer): Promise<PhotoResult> {
  return withUploadsApi(db, storageDir, 'bench-uploads', async (api, pool) => {
    const [member] = await insertMembers(pool, 1, 'MEMBER', 'uploads');
    const session = await logIn(new BenchHttp(api.url, 1), member!);
    const body = multipartBody(photo, 'card.jpg', 'image/jpeg');
    const countUploads = async () => Number((await pool.query(`SELECT count(*) AS n FROM upload`)).rows[0].n);
    const uploadsBefore = await countUploads(); // insertMembers gives each member one photo row
    const rssBefore = await peakRssMb(api.pid);
    log(
      `api at ${api.url}; photo ${(photo.length / 1024 / 1024).toFixed(2)} MB (4000×3000 JPEG); api peak RSS before ${rssBefore} MB`,
    );

    const latencies: number[] = [];
    let next = 0;
    const use = processCpu(api.pid);
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
    const used = perPhoto(use, processCpu(api.pid));
    const peak = await peakRssMb(api.pid);
    const stored = (await countUploads()) - uploadsBefore;
    if (stored !== PHOTOS) throw new Error(`expected ${PHOTOS} stored uploads, found ${stored}`);

    return {
      photos: PHOTOS,
      concurrency: CONCURRENCY,
      photoMb: Number((photo.length / 1024 / 1024).toFixed(2)),
      photosPerSecond: Number((PHOTOS / seconds).toFixed(2)),
      mbPerSecond: Number(((PHOTOS * photo.length) / 1024 / 1024 / seconds).toFixed(1)),
      p50Ms: Math.round(percentile(latencies, 50)),
      p99Ms: Math.round(percentile(latencies, 99)),
      apiPeakRssMb: peak,
      apiCpuMsPerPhoto: used.cpuMs,
      apiSystemMsPerPhoto: used.systemMs,
      apiMinorFaultsPerPhoto: used.minorFaults,
    };
  });
}

type BombResult = {
  bombs: number;
  bombBytes: number;
  bombStored: number;
  bombRefused503: number;
  bombOther: string[];
  bombRetryAfter: string | null;
  bombSeconds: number;
  bombRssBeforeMb: number;
  bombPeakRssMb: number;
  bombRssAfterMb: number;
};

/** BOMBS members each send one 100-megapixel PNG at the same moment to a fresh api. */
function bombPhase(db: { url: string }, storageDir: string): Promise<BombResult> {
  return withUploadsApi(db, storageDir, 'bench-uploads-bomb', async (api, pool) => {
    const members = await insertMembers(pool, BOMBS, 'MEMBER', 'bombs');
    const http = new BenchHttp(api.url, 1);
    const sessions = [];
    for (const m of members) sessions.push(await logIn(http, m));
    // One colour compresses to almost nothing, yet decodes to 10000×10000×3 bytes.
    const png = await sharp({
      create: { width: BOMB_SIDE, height: BOMB_SIDE, channels: 3, background: '#2a6' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const body = multipartBody(png, 'scan.png', 'image/png');
    const rssBefore = await rssMb(api.pid, 'VmRSS');
    log(
      `bombs: ${BOMBS} × ${(png.length / 1024).toFixed(0)} KB PNG (${BOMB_SIDE}×${BOMB_SIDE}); api RSS before ${rssBefore} MB`,
    );
    let sampledPeak = rssBefore;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        sampledPeak = Math.max(sampledPeak, await rssMb(api.pid, 'VmRSS'));
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const began = performance.now();
    const answers = await Promise.all(sessions.map((s) => post(api.url, s.headers, body)));
    const seconds = (performance.now() - began) / 1000;
    // The high-water mark also catches a peak between two samples.
    const hwm = await peakRssMb(api.pid);
    await new Promise((r) => setTimeout(r, 5000));
    sampling = false;
    await sampler;
    const after = await rssMb(api.pid, 'VmRSS');
    const refused = answers.filter((a) => a.status === 503);
    return {
      bombs: BOMBS,
      bombBytes: png.length,
      bombStored: answers.filter((a) => a.status === 201).length,
      bombRefused503: refused.length,
      bombOther: answers
        .filter((a) => a.status !== 201 && a.status !== 503)
        .map((a) => `${a.status} ${a.text}`),
      bombRetryAfter: refused[0]?.retryAfter ?? null,
      bombSeconds: Number(seconds.toFixed(1)),
      bombRssBeforeMb: rssBefore,
      bombPeakRssMb: Math.max(hwm, sampledPeak),
      bombRssAfterMb: after,
    };
  });
}

async function main(): Promise<void> {
  const db = await createTestDatabase('bench_uploads');
  const storageDir = await mkdtemp(join(tmpdir(), 'slabworks-bench-uploads-'));
  try {
    const photo = PHOTOS > 0 ? await cameraPhoto() : null;
    const photos = photo ? await photoPhase(db, storageDir, photo) : null;
    const floor = photo ? await sharpFloor(photo) : null;
    const bombs = BOMBS > 0 ? await bombPhase(db, storageDir) : null;
    if (photos) {
      const result = photos;
      console.log(
        `| uploads | photos | at once | MB each | photos/s | MB/s | p50 ms | p99 ms | api peak RSS MB |`,
      );
      console.log(`|---|---|---|---|---|---|---|---|---|`);
      console.log(
        `| POST /api/uploads | ${result.photos} | ${result.concurrency} | ${result.photoMb} | ${result.photosPerSecond} | ${result.mbPerSecond} | ${result.p50Ms} | ${result.p99Ms} | ${result.apiPeakRssMb} |`,
      );
      if (floor)
        console.log(
          `| sharp alone (processPhoto) | ${result.photos} | ${result.concurrency} | ${result.photoMb} | ${floor.sharpFloorPerSecond} | | ${floor.sharpFloorP50Ms} | | |`,
        );
    }
    if (bombs) {
      console.log(
        `| bombs at once | KB each | stored | 503 | other | s | RSS before MB | peak RSS MB | RSS 5 s after MB |`,
      );
      console.log(`|---|---|---|---|---|---|---|---|---|`);
      console.log(
        `| ${bombs.bombs} | ${Math.round(bombs.bombBytes / 1024)} | ${bombs.bombStored} | ${bombs.bombRefused503} | ${bombs.bombOther.length} | ${bombs.bombSeconds} | ${bombs.bombRssBeforeMb} | ${bombs.bombPeakRssMb} | ${bombs.bombRssAfterMb} |`,
      );
      for (const other of bombs.bombOther) log(`bomb answered ${other}`);
    }
    const ratio =
      photos && floor
        ? { uploadsToSharpFloor: Number((photos.photosPerSecond / floor.sharpFloorPerSecond).toFixed(2)) }
        : {};
    console.log(JSON.stringify({ bench: 'uploads', ...photos, ...floor, ...ratio, ...bombs }));
  } finally {
    await db.drop();
    await rm(storageDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
