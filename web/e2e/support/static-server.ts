import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

// Serves the built app with an SPA fallback; /api goes to the api when one is given.
export const startStaticServer = (root: string, port: number, apiUrl?: string): Promise<Server> =>
  new Promise((resolve) => {
    const server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname.startsWith('/api/')) {
        if (!apiUrl) {
          res
            .writeHead(503, { 'content-type': 'application/json' })
            .end('{"code":"UNAVAILABLE","message":"","data":null}');
          return;
        }
        const target = new URL(url.pathname + url.search, apiUrl);
        const proxied = httpRequest(
          target,
          { method: req.method, headers: { ...req.headers, host: target.host } },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        proxied.on('error', () => res.writeHead(502).end());
        req.pipe(proxied);
        return;
      }
      const file = normalize(join(root, decodeURIComponent(url.pathname)));
      const servable = file.startsWith(root) && existsSync(file) && statSync(file).isFile();
      const path = servable ? file : join(root, 'index.html');
      res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
      createReadStream(path).pipe(res);
    });
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
