import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Below this a compressed answer is not worth the CPU (and gzip headers outweigh the savings). */
const THRESHOLD_BYTES = 1024;

/** br or gzip for HTML, JS, CSS, JSON and SVG, whichever the client prefers. */
export async function registerCompression(app: NestFastifyApplication): Promise<void> {
  await app.register(compress as never, {
    encodings: ['br', 'gzip'],
    threshold: THRESHOLD_BYTES,
    customTypes: /^(text\/html|text\/css|(application|text)\/javascript|application\/json|image\/svg\+xml)\b/,
    // Fastest brotli level: the api compresses on the fly, static files are small and cached for a year.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
