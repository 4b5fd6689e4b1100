import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { DEV_PAGE_CSP } from '../edge';
import { buildOpenApiDocument, loadOpenApiMetadata } from './openapi-document';

interface FastifyReplyLike {
  type(t: string): { send(b: string): void };
}

// swagger-ui-dist (a dependency of @nestjs/swagger) ships no types. Its path helper only: the
// package's index also loads the 1.5 MB UI bundle into Node, ~0.6 s of CPU at every boot of the api
// (each e2e test file boots one).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const getAbsoluteFSPath = require('swagger-ui-dist/absolute-path.js') as () => string;

const UI_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Slabworks api</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="ui"></div><script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script>window.ui = SwaggerUIBundle({ url: '/api/docs-json', dom_id: '#ui' });</script></body></html>`;

/**
 * OpenAPI at /api/docs (UI), /api/docs-json and /api/docs-yaml (the document: src/openapi/). The UI's assets are registered here
 * with our own @fastify/static import: Nest's useStaticAssets resolves it from the hoisted
 * node_modules, where npm does not always put it.
 */
export async function setupOpenApi(app: NestFastifyApplication): Promise<void> {
  await loadOpenApiMetadata();
  // Built on the first request: every test app boots this api, few of them read the document.
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    ui: false,
    raw: true,
  });
  await app.register(fastifyStatic as never, {
    root: getAbsoluteFSPath(),
    prefix: '/api/docs/assets/',
    decorateReply: false,
  });
  app
    .getHttpAdapter()
    .get('/api/docs', (_req: unknown, reply: { header(n: string, v: string): FastifyReplyLike }) =>
      reply.header('content-security-policy', DEV_PAGE_CSP).type('text/html; charset=utf-8').send(UI_HTML),
    );
}
