import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIG_VARIABLES } from './app-config';

describe('README configuration table', () => {
  it('lists every variable with its default (run npm run docs:config after adding one)', () => {
    const readme = readFileSync(join(__dirname, '../../../README.md'), 'utf8');
    for (const v of CONFIG_VARIABLES) expect(readme).toContain(`| \`${v.name}\` | \`${v.default}\` |`);
  });
});
