import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bootTestApp } from '../testing/booted-test-app';

describe('GET /api/docs-json', () => {
  const t = bootTestApp('openapi');

  // The web types are generated from the checked-in file; the api must serve that very document.
  it('serves the document api:generate checked in for the web app', async () => {
    const served = await t.app.inject({ method: 'GET', url: '/api/docs-json' });
    const checkedIn = readFileSync(
      join(__dirname, '../../../../web/src/lib/api/generated/openapi.json'),
      'utf8',
    );
    expect(served.json()).toEqual(JSON.parse(checkedIn));
  });
});
