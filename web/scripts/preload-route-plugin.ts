import type { HtmlTagDescriptor, Plugin } from 'vite';
import { indexHtmlTags, type Bundle } from './index-html-tags-plugin';

type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

/**
 * The router loads each screen lazily, so the browser learns of the landing page's chunk only once the
 * entry has run, one round trip later (150 ms on a slow phone network). This names the chunk (with the
 * chunks and style sheets it imports that the entry does not) in index.html, so it downloads beside the
 * entry. The cost on other first pages is the chunk's few KiB, fetched at low priority after the entry's.
 */
export const preloadRoute = (moduleSuffix: string): Plugin =>
  indexHtmlTags('slabworks:preload-route', (bundle, base) => {
    if (!bundle) return [];
    const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
    const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('.html'));
    const route = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(moduleSuffix));
    if (!entry || !route) throw new Error(`preload-route: no chunk for ${moduleSuffix}`);
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const closure = (start: Chunk, seen = new Set<string>()): Set<string> => {
      if (seen.has(start.fileName)) return seen;
      seen.add(start.fileName);
      for (const name of start.imports) {
        const next = byName.get(name);
        if (next) closure(next, seen);
      }
      return seen;
    };
    const loaded = closure(entry);
    const scripts = [...closure(route)].filter((name) => !loaded.has(name));
    const styles = scripts.flatMap((name) => [...(byName.get(name)?.viteMetadata?.importedCss ?? [])]);
    const tag = (rel: string, href: string, extra: Record<string, string>): HtmlTagDescriptor => ({
      tag: 'link',
      attrs: { rel, href: `${base}${href}`, ...extra },
      injectTo: 'head',
    });
    return [
      // crossorigin as Vite's own links: the route's loader adds its scripts and style sheets with it,
      // and only a request of the same mode reuses the preloaded answer.
      ...scripts.map((name) => tag('modulepreload', name, { crossorigin: '' })),
      ...styles.map((name) => tag('preload', name, { as: 'style', crossorigin: '' })),
    ];
  });
