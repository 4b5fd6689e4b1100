import sharp from 'sharp';
import type { TestSession } from '../../auth/testing';
import type { TestApp } from '../../testing/test-app';

export const MULTIPART_BOUNDARY = '----slabworks-test-boundary';

/** One file part named "file", as a browser's FormData sends it. */
export function multipart(file: Buffer, filename = 'card.jpg', contentType = 'image/jpeg'): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${MULTIPART_BOUNDARY}--\r\n`),
  ]);
}

/** A multipart POST of one file to `url` as `who` (uploads, content images, album covers). */
export const postFile = (
  t: TestApp,
  who: TestSession,
  url: string,
  body: Buffer,
  filename?: string,
  contentType?: string,
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      ...who.headers,
      'x-lang': 'en',
      'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
    },
    payload: multipart(body, filename, contentType),
  });

/** POST /api/uploads as `who`; answers the raw response. */
export const postUpload = (
  t: TestApp,
  who: TestSession,
  body: Buffer,
  filename?: string,
  contentType?: string,
) => postFile(t, who, '/api/uploads', body, filename, contentType);

/** A real small JPEG stored through the api; answers its upload id. */
export async function uploadPhoto(t: TestApp, who: TestSession): Promise<string> {
  const jpeg = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
  const res = await postUpload(t, who, jpeg);
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json().data.id as string;
}
