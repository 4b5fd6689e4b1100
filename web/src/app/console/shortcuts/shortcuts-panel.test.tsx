// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SCAN_FIELD } from '@/lib/console/keyboard-shortcuts';
import { ShortcutsPanel } from './shortcuts-panel';

cleanUpAfterEach();

const Page = () => (
  <>
    <input aria-label="note" />
    <input aria-label="scan" {...{ [SCAN_FIELD]: true }} />
    <ShortcutsPanel />
  </>
);

const question = (target: Element) => fireEvent.keyDown(target, { key: '?', code: 'Slash', shiftKey: true });

describe('the console’s shortcuts panel', () => {
  it(
    'opens with "?", lists the keys in words and closes with Esc',
    async () => {
      await renderWithProviders(<Page />, { language: 'en' });
      await screen.findByTestId('shortcuts-open', {}, LOCALE_WAIT);
      question(document.body);
      const panel = await screen.findByTestId('shortcuts-panel', {}, LOCALE_WAIT);
      expect(screen.getByText('Keyboard shortcuts')).toBeTruthy();
      expect(panel.textContent).toContain('Take the next step');
      expect(panel.textContent).toContain('Receive the scanned or typed number');
      expect(panel.querySelectorAll('kbd').length).toBeGreaterThanOrEqual(6);
      fireEvent.keyDown(document.activeElement ?? document.body, {
        key: 'Escape',
        code: 'Escape',
        keyCode: 27,
      });
      await waitFor(() => expect(screen.queryByTestId('shortcuts-panel')).toBeNull());
    },
    SLOW,
  );

  it(
    'takes "?" in the receiving field but not in a field where "?" is text (Korean)',
    async () => {
      await renderWithProviders(<Page />, { language: 'ko' });
      await screen.findByTestId('shortcuts-open', {}, LOCALE_WAIT);
      question(screen.getByLabelText('note'));
      expect(screen.queryByTestId('shortcuts-panel')).toBeNull();
      question(screen.getByLabelText('scan'));
      expect((await screen.findByTestId('shortcuts-panel', {}, LOCALE_WAIT)).textContent).toContain(
        '다음 단계 진행',
      );
      expect(screen.getByText('단축키', { selector: '.ant-modal-title' })).toBeTruthy();
    },
    SLOW,
  );

  it(
    'opens from the header’s button too (Traditional Chinese)',
    async () => {
      await renderWithProviders(<Page />, { language: 'tw' });
      fireEvent.click(await screen.findByTestId('shortcuts-open', {}, LOCALE_WAIT));
      expect((await screen.findByTestId('shortcuts-panel', {}, LOCALE_WAIT)).textContent).toContain(
        '以掃描或輸入的編號收件',
      );
      expect(screen.getByText('鍵盤快捷鍵')).toBeTruthy();
    },
    SLOW,
  );
});
