import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const repo = join(__dirname, '../../..');

/** Runs the project's dependency rules over a small tree of probe files; returns the violations. */
function cruise(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'sw-deps-'));
  try {
    symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'));
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { module: 'commonjs', strict: true } }),
    );
    const tree = { 'libs/.keep.ts': '', 'services/.keep.ts': '', ...files };
    for (const [path, text] of Object.entries(tree)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    try {
      execFileSync(
        process.execPath,
        [
          join(repo, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
          'libs',
          'services',
          '--config',
          join(repo, '.dependency-cruiser.cjs'),
        ],
        { cwd: dir, encoding: 'utf8', stdio: 'pipe' },
      );
      return '';
    } catch (error) {
      return String((error as { stdout?: string }).stdout);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('dependency rules (npm run deps:check)', () => {
  it('pass a tree that keeps the layers apart', () => {
    expect(
      cruise({
        'libs/domain/src/order.ts': 'export const order = 1;\n',
        'services/api/src/main.ts':
          "import { order } from '../../../libs/domain/src/order';\nexport const x = order;\n",
      }),
    ).toBe('');
  });

  it('fail when libs/domain imports a framework or node I/O', () => {
    const out = cruise({
      'libs/domain/src/order.ts':
        "import { Injectable } from '@nestjs/common';\nimport { readFileSync } from 'node:fs';\nexport const x = [Injectable, readFileSync];\n",
    });
    expect(out).toContain('domain-is-pure');
    expect(out).toContain('domain-no-node-io');
  });

  it('fail when a service imports another service', () => {
    const out = cruise({
      'services/api/src/health.ts': 'export const health = 1;\n',
      'services/worker/src/main.ts':
        "import { health } from '../../api/src/health';\nexport const x = health;\n",
    });
    expect(out).toContain('no-service-to-service');
  });
});
