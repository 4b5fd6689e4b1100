import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = join(__dirname, '..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|testing)\.tsx?$/.test(entry.name) ? [path] : [];
  });

// The generated api types are the wire's truth; a double cast means either they are wrong (fix the api's
// document) or the screen is. Tests and their fixtures (*.test.*, *.testing.*) may build partial answers.
describe('web sources', () => {
  it('never force a type with `as unknown as`', () => {
    const offenders = sourceFiles(srcDir).filter((file) =>
      readFileSync(file, 'utf8').includes('as unknown as'),
    );
    expect(offenders.map((file) => relative(srcDir, file))).toEqual([]);
  });
});
