import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin } from 'vite';

/** The build's output as index.html's transform sees it once every chunk is written. */
export type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/**
 * A build-only plugin that adds tags to index.html once the bundle is known: `tagsFor` gets the bundle
 * (absent only where Vite transforms without one) and the config's `base`, to prefix the files it names.
 * `hooks` are further hooks of the same plugin (emitting a chunk of its own, say).
 */
export const indexHtmlTags = (
  name: string,
  tagsFor: (bundle: Bundle | undefined, base: string) => HtmlTagDescriptor[],
  hooks: Omit<Plugin, 'name'> = {},
): Plugin => {
  let base = '/';
  return {
    ...hooks,
    name,
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => tagsFor(bundle, base),
    },
  };
};
