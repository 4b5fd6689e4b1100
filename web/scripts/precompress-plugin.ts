import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller files gain nothing worth a second file (the api's own threshold is the same). */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg)$/;

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every compressible file of the build.
 * The api serves them as they are (@fastify/static `preCompressed`), so a phone gets the smallest
 * encoding without the api spending CPU on each request (on the fly it uses brotli 4, ~15 % larger).
 */
export const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'slabworks:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.values(bundle)
        .filter((file) => COMPRESSIBLE.test(file.fileName) && !file.fileName.startsWith('.vite/'))
        .map((file) => ({
          name: file.fileName,
          bytes: Buffer.from(file.type === 'chunk' ? file.code : file.source),
        }))
        .filter(({ bytes }) => bytes.length >= MIN_BYTES);
      await Promise.all(
        files.map(async ({ name, bytes }) => {
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipAsync(bytes, { level: 9 }),
          ]);
          await Promise.all([
            writeFile(join(outDir, `${name}.br`), br),
            writeFile(join(outDir, `${name}.gz`), gz),
          ]);
        }),
      );
    },
  };
};
