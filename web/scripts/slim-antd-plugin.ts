import type { Plugin } from 'vite';

/**
 * antd's modules import more than a screen of ours renders: one import of the importer below is answered by
 * a smaller module. Screens that import the same packages themselves still get the real modules, and the
 * real module is the one loaded wherever the part is rendered (docs/performance.md, "Web: the first
 * download").
 */
interface Slim {
  /** The antd (or rc-component) module whose import is answered, by its path's end. */
  importer: string;
  /** The import, exactly as that module writes it. */
  source: string;
  /** The answering module's code; `real` is the id the import resolves to without this plugin. */
  code: (real: string, resolve: (source: string) => Promise<string>) => string | Promise<string>;
}

/**
 * A component loaded the first time it renders: until then `fallback` (nothing, or the children it wraps).
 * For parts the app renders on few screens or none: the import would otherwise put them (and what they
 * import) on every screen that uses the importer.
 */
const lazyComponent =
  (fallback: 'nothing' | 'children', more = '') =>
  (real: string) => `import { createElement, lazy, Suspense } from 'react';
const Real = lazy(() => import(${JSON.stringify(real)}));
const Lazy = (props) =>
  createElement(Suspense, { fallback: ${fallback === 'children' ? 'props.children ?? null' : 'null'} }, createElement(Real, props));
export default Lazy;
${more}`;

const slims: Slim[] = [
  // antd's ConfigProvider (app/antd/antd-provider.tsx, loaded with every screen but the home page) pulls far
  // more than it uses (~9 KiB gzipped):
  // - It wraps its children in the tooltip UniqueProvider only when given `tooltip.unique`, which AntdProvider
  //   never sets; the static import alone brings the whole Trigger (popup, align, portal, resize observer).
  // - Its MotionWrapper needs only the motion Provider, but imports it through @rc-component/motion's index,
  //   which declares no sideEffects, so CSSMotion and CSSMotionList could not be dropped.
  {
    importer: 'antd/es/config-provider/index.js',
    source: '../tooltip/UniqueProvider',
    code: () => 'export default ({ children }) => children;',
  },
  {
    importer: 'antd/es/config-provider/MotionWrapper.js',
    source: '@rc-component/motion',
    code: async (_real, resolve) =>
      `export { default as Provider } from ${JSON.stringify(await resolve('@rc-component/motion/es/context.js'))};`,
  },
  // A Table's filter drop-down (with antd's Tree, Menu, Dropdown, Checkbox, Radio and Empty): rendered only
  // for a column with `filters` or `filterDropdown`, which no table of ours has.
  {
    importer: 'antd/es/table/hooks/useFilter/index.js',
    source: './FilterDropdown',
    code: lazyComponent(
      'children',
      `export function flattenKeys(filters) {
  let keys = [];
  (filters || []).forEach(({ value, children }) => {
    keys.push(value);
    if (children) keys = [...keys, ...flattenKeys(children)];
  });
  return keys;
}`,
    ),
  },
  // Row selection (two console tables): its radios (with the form hooks antd's Radio.Group brings) load when
  // a table with radio selection first renders, its check boxes stay (they render with the rows); its
  // drop-down of `selections` (with antd's Menu) renders only when a table offers them (none does); its key
  // helpers come from rc-tree's index, which brings the whole Tree (no sideEffects flag), so they are taken
  // from the files that define them.
  ...(
    [
      ['../../dropdown', 'children'],
      ['../../radio', 'nothing'],
    ] as const
  ).map(([source, fallback]): Slim => ({
    importer: 'antd/es/table/hooks/useSelection.js',
    source,
    code: lazyComponent(fallback),
  })),
  {
    importer: 'antd/es/table/hooks/useSelection.js',
    source: '@rc-component/tree',
    code: async (_real, resolve) => {
      const file = async (path: string) => JSON.stringify(await resolve(`@rc-component/tree/es/${path}`));
      // arrAdd and arrDel as rc-tree's util.js writes them (that file imports TreeNode for its other helpers).
      return `export { conductCheck } from ${await file('utils/conductUtil.js')};
export { convertDataToEntities } from ${await file('utils/treeUtil.js')};
export function arrDel(list, value) {
  if (!list) return [];
  const clone = list.slice();
  const index = clone.indexOf(value);
  if (index >= 0) clone.splice(index, 1);
  return clone;
}
export function arrAdd(list, value) {
  const clone = (list || []).slice();
  if (clone.indexOf(value) === -1) clone.push(value);
  return clone;
}`;
    },
  },
  // A virtual (windowed) table: rendered only with `virtual`, which no table of ours sets.
  {
    importer: 'antd/es/table/InternalTable.js',
    source: './RcTable/VirtualTable',
    code: lazyComponent('nothing'),
  },
  // A step's tooltip: rendered only for `type="inline"` steps (none of ours).
  { importer: 'antd/es/steps/index.js', source: '../tooltip', code: lazyComponent('children') },
  // The form context every input, card and select reads needs only rc-form's FormProvider; its index brings
  // the whole form engine and its validator to screens without a form.
  {
    importer: 'antd/es/form/context.js',
    source: '@rc-component/form',
    code: async (_real, resolve) =>
      `export { FormProvider } from ${JSON.stringify(await resolve('@rc-component/form/es/FormContext.js'))};`,
  },
  // rc-form's index sets statics on its Form (a side effect), so any import of it keeps the whole engine.
  {
    importer: 'antd/es/form/hooks/useForm.js',
    source: '@rc-component/form',
    code: async (_real, resolve) =>
      `export { default as useForm } from ${JSON.stringify(await resolve('@rc-component/form/es/hooks/useForm.js'))};`,
  },
  // A form scrolls to a field (its first error, on a refused submit) with scroll-into-view-if-needed; the
  // scrolling may wait a frame for its code, the form's first render need not.
  {
    importer: 'antd/es/form/hooks/useForm.js',
    source: 'scroll-into-view-if-needed',
    code: (real) =>
      `export default (node, options) => { void import(${JSON.stringify(real)}).then((module) => module.default(node, options)); };`,
  },
  // rc-table's index builds its VirtualTable (and the virtual list) when loaded; the table needs only these.
  ...[
    'Table.js',
    'InternalTable.js',
    'RcTable/index.js',
    'hooks/useFilledColumns.js',
    'hooks/useSelection.js',
  ].map((file): Slim => ({
    importer: `antd/es/table/${file}`,
    source: '@rc-component/table',
    code: async (_real, resolve) => {
      const at = async (path: string) => JSON.stringify(await resolve(`@rc-component/table/es/${path}`));
      return `export { EXPAND_COLUMN, INTERNAL_HOOKS } from ${await at('constant.js')};
export { FooterComponents as Summary } from ${await at('Footer/index.js')};
export { genTable } from ${await at('Table.js')};
export { INTERNAL_COL_DEFINE } from ${await at('utils/legacyUtil.js')};
export { convertChildrenToColumns } from ${await at('hooks/useColumns/index.js')};`;
    },
  })),
  // The hint over a sortable column's title ("click to sort"): loaded when such a title first renders.
  { importer: 'antd/es/table/hooks/useSorter.js', source: '../../tooltip', code: lazyComponent('children') },
  // Tabs' "more" drop-down: opens only when the tabs overflow their bar and the visitor opens it; its
  // button shows from the start, the drop-down and its menu load when the button first renders.
  {
    importer: '@rc-component/tabs/es/TabNavList/OperationNode.js',
    source: '@rc-component/dropdown',
    code: lazyComponent('children'),
  },
  {
    importer: '@rc-component/tabs/es/TabNavList/OperationNode.js',
    source: '@rc-component/menu',
    // The items render inside the menu, so they wait for the same module under the menu's boundary.
    code: (real) => `import { createElement, lazy, Suspense } from 'react';
const load = () => import(${JSON.stringify(real)});
const RealMenu = lazy(load);
const RealItem = lazy(() => load().then((module) => ({ default: module.MenuItem })));
const Menu = (props) => createElement(Suspense, { fallback: null }, createElement(RealMenu, props));
export const MenuItem = (props) => createElement(RealItem, props);
export default Menu;`,
  },
  // A List's pager: rendered only with `pagination` (the change log's, past its first page of entries); the
  // receiving desk's, the order page's and the notes' lists have none.
  { importer: 'antd/es/list/index.js', source: '../pagination', code: lazyComponent('nothing') },
  // Pagination's page-size Select: rendered only with `showSizeChanger` (the console's order queue).
  { importer: 'antd/es/pagination/Pagination.js', source: '../select', code: lazyComponent('nothing') },
  // A Card's or a Modal's skeleton: rendered only while `loading`, which no card or dialog of ours is.
  { importer: 'antd/es/card/Card.js', source: '../skeleton', code: lazyComponent('nothing') },
  { importer: 'antd/es/modal/Modal.js', source: '../skeleton', code: lazyComponent('nothing') },
  // A Card's tabs: rendered only with `tabList`, which no card of ours has.
  { importer: 'antd/es/card/Card.js', source: '../tabs', code: lazyComponent('nothing') },
  // A form label's question-mark tooltip: rendered only with Form.Item's `tooltip` (two console forms).
  { importer: 'antd/es/form/FormItemLabel.js', source: '../tooltip', code: lazyComponent('children') },
  // Typography (nearly every screen's headings and texts): its in-place editor (TextArea with rc-input and
  // rc-textarea) renders only for `editable` text, which none of ours is; its Tooltip (with Trigger, ~15 KiB
  // gz with what it brings) only around an edit button, a copy button (two console screens) or ellipsed text
  // with `ellipsis.tooltip` (none). The copy button itself renders at once, its tooltip when loaded.
  { importer: 'antd/es/typography/Base/index.js', source: '../Editable', code: lazyComponent('nothing') },
  ...[
    'antd/es/typography/Base/index.js',
    'antd/es/typography/Base/CopyBtn.js',
    'antd/es/typography/Base/EllipsisTooltip.js',
  ].map((importer): Slim => ({ importer, source: '../../tooltip', code: lazyComponent('children') })),
];

export const slimAntd = (): Plugin => {
  const modules = new Map<string, string>();
  return {
    name: 'slabworks:slim-antd',
    enforce: 'pre',
    async resolveId(source, importer) {
      const path = importer?.replaceAll('\\', '/');
      const slim = slims.find((item) => item.source === source && path?.endsWith(item.importer));
      if (!slim) return null;
      const id = `\0slabworks:slim:${slim.importer}:${slim.source}`;
      const resolve = async (wanted: string) => {
        const resolved = await this.resolve(wanted, importer, { skipSelf: true });
        if (!resolved) throw new Error(`slim-antd: ${wanted} not found from ${slim.importer}`);
        return resolved.id;
      };
      modules.set(id, await slim.code(await resolve(source), resolve));
      return id;
    },
    load(id) {
      return modules.get(id) ?? null;
    },
  };
};
