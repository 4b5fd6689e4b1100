import { createHash, randomBytes } from 'node:crypto';

// 256-bit opaque tokens; only their SHA-256 is stored, so a database leak replays nothing.
export const newSecretToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
