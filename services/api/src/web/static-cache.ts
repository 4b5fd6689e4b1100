import { sep } from 'node:path';

/** Vite names everything under assets/ by content hash: a changed file is a new URL. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and unhashed files: revalidate every time so a deployment is seen at once. */
export const REVALIDATE = 'no-cache';

export function cacheControlFor(filePath: string): string {
  return filePath.includes(`${sep}assets${sep}`) ? IMMUTABLE : REVALIDATE;
}

/**
 * @fastify/static's setHeaders (v10 passes the reply): its own max-age=0 default is turned off
 * (cacheControl: false).
 */
export function setStaticCacheHeaders(
  reply: { header(name: string, value: string): unknown },
  filePath: string,
): void {
  reply.header('cache-control', cacheControlFor(filePath));
}
