import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticNamespaces } from '@/testing/static-namespaces';
import { screenNamespaces } from './screen-namespaces';

const srcDir = join(import.meta.dirname, '..');
const screens = readdirSync(join(srcDir, 'app', 'routes'))
  .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
  .map((file) => file.replace(/\.tsx$/, ''));
// Loaded before the first render (main.tsx), so no screen needs to ask for them.
const ALWAYS_LOADED = new Set(['common', 'shell']);
// Lazy parts a screen asks for as it mounts (beside its data): their namespaces load with the screen too,
// or the part would wait for them after its chunk. Files under src/.
const PRELOADED_PARTS: Record<string, readonly string[]> = {
  'account-order': ['features/my-orders/components/order-detail-view.tsx'],
};

describe('each screen’s namespaces, loaded beside its chunk', () => {
  it('has an entry for every screen module and none for a module that is gone', () => {
    expect(Object.keys(screenNamespaces).sort()).toEqual([...screens].sort());
  });

  it.each(screens)('%s: the table names exactly what its static imports translate with', (screen) => {
    const files = [join(srcDir, 'app', 'routes', `${screen}.tsx`)].concat(
      (PRELOADED_PARTS[screen] ?? []).map((part) => join(srcDir, part)),
    );
    const used = [...new Set(files.flatMap((file) => [...staticNamespaces(srcDir, file)]))]
      .filter((ns) => !ALWAYS_LOADED.has(ns))
      .sort();
    expect([...(screenNamespaces as Record<string, readonly string[]>)[screen]!].sort()).toEqual(used);
  });

  it('follows static imports, re-exports, index files and the @/ alias; not lazy or type-only imports', () => {
    const dir = mkdtempSync(join(tmpdir(), 'namespaces-'));
    const write = (file: string, text: string) => {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), text);
    };
    write(
      'screen.tsx',
      [
        "import { Form } from '@/parts/form';",
        "import {\n  Header,\n} from './parts';",
        "import type { Props } from './types';",
        "const Lazy = lazy(() => import('./lazy-part'));",
        "export { Footer } from './footer';",
        "const { t } = useTranslation('screen');",
      ].join('\n'),
    );
    write('parts/form.tsx', "const { t } = useTranslation(['form', 'auth']);");
    write('parts/index.ts', "export { Header } from './header';");
    write('parts/header.tsx', 'const { t } = useTranslation();');
    write('footer.tsx', "useTranslation('footer', { keyPrefix: 'x' });");
    write('types.ts', "useTranslation('type-only');");
    write('lazy-part.tsx', "useTranslation('lazy');");
    expect([...staticNamespaces(dir, join(dir, 'screen.tsx'))].sort()).toEqual([
      'auth',
      'common',
      'footer',
      'form',
      'screen',
    ]);
  });
});
