// @vitest-environment jsdom
import '@/testing/antd-in-jsdom';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ShipOutForm } from './ship-out-form';

const LOCALE_WAIT = { timeout: 10_000 };
const SLOW = 30_000;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the ship-out form', () => {
  it.each([
    ['ko', 'CJ대한통운', '신주물류'],
    ['en', 'CJ Logistics', 'Hsinchu Transport (HCT)'],
    ['tw', 'CJ大韓通運', '新竹物流'],
  ] as const)(
    "offers the couriers by name and sends the chosen one's code (%s)",
    async (language, korean, taiwanese) => {
      const onSubmit = vi.fn();
      await renderWithProviders(<ShipOutForm fields={{}} busy={false} onSubmit={onSubmit} />, { language });
      const select = (await screen.findByTestId('ship-out-courier', {}, LOCALE_WAIT)) as HTMLSelectElement;
      const texts = [...select.options].map((option) => option.text);
      expect(texts).toEqual(expect.arrayContaining([korean, taiwanese]));
      fireEvent.change(select, { target: { value: 'HCT' } });
      fireEvent.change(screen.getByTestId('ship-out-tracking'), { target: { value: '5566' } });
      fireEvent.click(screen.getByTestId('ship-out-submit'));
      await vi.waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith({ courier: 'HCT', trackingNumber: '5566' }),
      );
    },
    SLOW,
  );

  it(
    "shows the api's field error at the courier",
    async () => {
      await renderWithProviders(
        <ShipOutForm
          fields={{ courier: '목록에 있는 택배사를 선택해 주세요.' }}
          busy={false}
          onSubmit={vi.fn()}
        />,
        { language: 'ko' },
      );
      await screen.findByText('목록에 있는 택배사를 선택해 주세요.', {}, LOCALE_WAIT);
    },
    SLOW,
  );
});
