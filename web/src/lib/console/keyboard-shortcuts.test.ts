// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { isPageKey, SCAN_FIELD } from './keyboard-shortcuts';

const press = (key: string, target: Element, change: Partial<KeyboardEvent> = {}) =>
  isPageKey({ key, target, ctrlKey: false, metaKey: false, altKey: false, ...change });

// Test files share one document (isolate: false): leave the body as it was found.
afterEach(() => {
  document.body.innerHTML = '';
});

describe('isPageKey', () => {
  it('leaves typing to fields and takes keys elsewhere', () => {
    document.body.innerHTML = `<input id="text"><textarea id="area"></textarea><input id="scan" ${SCAN_FIELD}><button id="b"></button>`;
    const at = (id: string) => document.getElementById(id)!;
    expect(press('n', at('b'))).toBe(true);
    expect(press('n', at('text'))).toBe(false);
    expect(press('?', at('area'))).toBe(false);
    expect(press('n', at('scan'))).toBe(false);
    expect(press('?', at('scan'))).toBe(true);
    expect(press('n', at('b'), { ctrlKey: true })).toBe(false);
  });
});
