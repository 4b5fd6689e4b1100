// The console's keys, one table for the "?" panel and for the handlers that listen for them.
import type { Locale, SubKey } from '@/lib/i18n-keys';

/** A field that takes codes (the receiving desk's): "?" is never part of one, so it opens the panel there too. */
export const SCAN_FIELD = 'data-scan-field';

export interface Shortcut {
  /** What the panel shows, one <kbd> per key of the chord. */
  keys: readonly string[];
  /** console:shortcuts.list.<key> */
  key: SubKey<Locale['console']['shortcuts']['list']>;
}

export const SHORTCUT_GROUPS: ReadonlyArray<{
  key: SubKey<Locale['console']['shortcuts']['group']>;
  shortcuts: readonly Shortcut[];
}> = [
  {
    key: 'everywhere',
    shortcuts: [
      { keys: ['?'], key: 'help' },
      { keys: ['Esc'], key: 'close' },
    ],
  },
  {
    key: 'receiving',
    shortcuts: [{ keys: ['Enter'], key: 'scan' }],
  },
  {
    key: 'order',
    shortcuts: [
      { keys: ['N'], key: 'nextStep' },
      { keys: ['Enter'], key: 'nextCard' },
      { keys: ['Ctrl', 'Enter'], key: 'saveScores' },
    ],
  },
];

/**
 * Whether a key press belongs to the page (a shortcut) rather than to what has the focus: not while
 * typing in a field, a select or an editor, except "?" in a scan field.
 */
export const isPageKey = (
  event: Pick<KeyboardEvent, 'key' | 'target' | 'ctrlKey' | 'metaKey' | 'altKey'>,
): boolean => {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target as HTMLElement | null;
  if (!target || typeof target.closest !== 'function') return true;
  if (event.key === '?' && target.closest(`[${SCAN_FIELD}]`)) return true;
  if (target.isContentEditable) return false;
  return target.closest('input, textarea, select, [role="combobox"], [role="textbox"]') === null;
};
