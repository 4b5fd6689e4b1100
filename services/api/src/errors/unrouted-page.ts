import type { FastifyRequest } from 'fastify';

/**
 * The page a GET outside /api that matched no route is answered with instead of the 404 envelope
 * (the web app's index.html for its client-side routes), or null. The composition root provides it
 * (web/spa-page.ts), so errors, which every module uses, depends on none of them.
 */
export type UnroutedPage = (req: FastifyRequest) => { html: string; cacheControl: string } | null;
export const UNROUTED_PAGE = Symbol('UNROUTED_PAGE');
