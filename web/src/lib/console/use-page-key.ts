import { useEffect, useRef } from 'react';
import { isPageKey } from './keyboard-shortcuts';

const openDialog = (): boolean =>
  Array.from(document.querySelectorAll('[role="dialog"]')).some(
    (dialog) => dialog.getClientRects().length > 0,
  );

/**
 * Calls `onKey` when `key` is pressed as a page shortcut (not while typing in a field), unless
 * `enabled` is false. The handler may change between renders without re-listening.
 */
export function usePageKey(key: string, onKey: () => void, enabled = true): void {
  const handler = useRef(onKey);
  handler.current = onKey;
  useEffect(() => {
    if (!enabled) return undefined;
    const listen = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      if (event.key.toLowerCase() !== key.toLowerCase() || !isPageKey(event)) return;
      // A dialog open over the page (the shortcuts panel, a confirmation) has the keys to itself.
      if (key !== '?' && openDialog()) return;
      event.preventDefault();
      handler.current();
    };
    document.addEventListener('keydown', listen);
    return () => document.removeEventListener('keydown', listen);
  }, [key, enabled]);
}
