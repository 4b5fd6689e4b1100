import type { Plugin } from 'vite';
import { indexHtmlTags } from './index-html-tags-plugin';

/**
 * Builds `source` as an entry of its own and loads it from index.html with `<script type="module" async>`:
 * it runs as soon as its few KiB arrive, long before the app's entry has downloaded and run. Build only;
 * under `vite dev` the app starts the same requests itself once it runs.
 */
export const earlyScript = (source: string): Plugin =>
  indexHtmlTags(
    'slabworks:early-script',
    (bundle, base) => {
      const chunk = Object.values(bundle ?? {}).find(
        (file) => file.type === 'chunk' && file.isEntry && file.facadeModuleId === source,
      );
      if (!chunk) throw new Error(`early-script: ${source} was not built`);
      return [
        {
          tag: 'script',
          attrs: { type: 'module', async: true, crossorigin: true, src: `${base}${chunk.fileName}` },
          injectTo: 'head-prepend',
        },
      ];
    },
    {
      buildStart() {
        this.emitFile({ type: 'chunk', id: source, name: 'early' });
      },
    },
  );
