import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

// Static imports and re-exports (not `import type`, not `import()`: a lazy part loads its own texts).
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^;'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const USE_TRANSLATION = /useTranslation\(\s*(\[[^\]]*\]|'[^']*')?\s*[,)]/g;

const resolveModule = (srcDir: string, from: string, specifier: string): string | undefined => {
  let base: string;
  if (specifier.startsWith('@/')) base = join(srcDir, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return undefined;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return undefined;
};

const namespacesIn = (source: string): string[] =>
  [...source.matchAll(USE_TRANSLATION)].flatMap(([, args]) =>
    args ? [...args.matchAll(/'([^']+)'/g)].map(([, ns]) => ns) : ['common'],
  );

/**
 * The i18n namespaces a module renders with: every `useTranslation` on the modules it imports
 * statically, followed through the source tree (a regex reading, enough for this code base's literal
 * `useTranslation('ns')` and `useTranslation(['a', 'b'])`).
 */
export const staticNamespaces = (srcDir: string, entry: string): Set<string> => {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const ns of namespacesIn(source)) found.add(ns);
    for (const [, specifier] of source.matchAll(STATIC_IMPORT)) {
      const next = resolveModule(srcDir, file, specifier);
      if (next) visit(next);
    }
  };
  visit(entry);
  return found;
};
