// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@/lib/languages';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ConfirmButton } from './confirm-button';

cleanUpAfterEach();

// As the address book words it: the button and its dialog in the page's language.
const DeleteAddress = ({ onConfirm }: { onConfirm: () => Promise<unknown> }) => {
  const { t } = useTranslation('account');
  return (
    <ConfirmButton
      title={t('addresses.delete-confirm', { name: '집' })}
      okText={t('addresses.delete')}
      cancelText={t('addresses.cancel')}
      okTestId="address-delete-confirm"
      onConfirm={onConfirm}
      buttonProps={{ danger: true, 'data-testid': 'address-delete' }}
    >
      {t('addresses.delete')}
    </ConfirmButton>
  );
};

const open = async (onConfirm: () => Promise<unknown>, language: Language = 'ko') => {
  await renderWithProviders(<DeleteAddress onConfirm={onConfirm} />, { language });
  fireEvent.click(await screen.findByTestId('address-delete', {}, LOCALE_WAIT));
  return screen.findByRole('dialog', {}, LOCALE_WAIT);
};

/** Whether antd's dialog is shown (it stays mounted, hidden, once closed). */
const dialogShown = () => {
  const wrap = document.querySelector<HTMLElement>('.ant-modal-wrap');
  return wrap !== null && wrap.style.display !== 'none';
};

describe('a button that asks before it acts', () => {
  it(
    'asks first, and acts only once the person confirms',
    async () => {
      const onConfirm = vi.fn(() => Promise.resolve());
      const dialog = await open(onConfirm);
      expect(dialog.textContent).toContain('"집" 배송지를 삭제할까요?');
      expect(onConfirm).not.toHaveBeenCalled();
      fireEvent.click(screen.getByTestId('address-delete-confirm'));
      expect(onConfirm).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(dialogShown()).toBe(false));
    },
    SLOW,
  );

  it(
    'does nothing when the person cancels',
    async () => {
      const onConfirm = vi.fn(() => Promise.resolve());
      await open(onConfirm);
      fireEvent.click(screen.getByRole('button', { name: '취소' }));
      await waitFor(() => expect(dialogShown()).toBe(false));
      expect(onConfirm).not.toHaveBeenCalled();
      // Asked again, it asks again.
      fireEvent.click(screen.getByTestId('address-delete'));
      await waitFor(() => expect(dialogShown()).toBe(true));
      expect(onConfirm).not.toHaveBeenCalled();
    },
    SLOW,
  );

  it(
    'stays open and busy while the action runs, then closes',
    async () => {
      let finish: () => void = () => undefined;
      const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
      await open(onConfirm);
      fireEvent.click(screen.getByTestId('address-delete-confirm'));
      await waitFor(() =>
        expect(screen.getByTestId('address-delete-confirm').className).toContain('ant-btn-loading'),
      );
      expect(dialogShown()).toBe(true);
      finish();
      await waitFor(() => expect(dialogShown()).toBe(false));
      expect(onConfirm).toHaveBeenCalledTimes(1);
    },
    SLOW,
  );

  it(
    'reads in English',
    async () => {
      const onConfirm = vi.fn(() => Promise.resolve());
      const dialog = await open(onConfirm, 'en');
      expect(dialog.textContent).toContain('Delete the address "집"?');
      expect(screen.getByTestId('address-delete-confirm').textContent).toBe('Delete');
      fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
      await waitFor(() => expect(dialogShown()).toBe(false));
      expect(onConfirm).not.toHaveBeenCalled();
    },
    SLOW,
  );
});
