import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

let indexHtml: string | null = null;

/** Reads the built web app's index.html once; client-side routes (/account/...) are answered with it. */
export function loadSpaIndex(webDist: string): string | null {
  const file = join(resolve(webDist), 'index.html');
  indexHtml = existsSync(file) ? readFileSync(file, 'utf8') : null;
  return indexHtml;
}

export function spaIndex(): string | null {
  return indexHtml;
}
