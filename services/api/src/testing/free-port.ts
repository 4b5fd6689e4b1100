import { createServer } from 'node:net';

/**
 * A local port nothing listens on now, for an address that must be known before what serves it
 * starts (a bundle's PORT, PUBLIC_URL for the social log-in providers' redirects).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
