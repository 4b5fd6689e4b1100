// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ShipOutForm } from './ship-out-form';

cleanUpAfterEach();

describe('the ship-out form', () => {
  it.each([
    ['ko', 'KR', 'CJ대한통운', '신주물류', 'CJ'],
    ['en', 'KR', 'CJ Logistics', 'Hsinchu Transport (HCT)', 'CJ'],
    ['tw', 'TW', '新竹物流', 'CJ大韓通運', 'HCT'],
    ['ko', 'TW', '신주물류', 'CJ대한통운', 'HCT'],
  ] as const)(
    "offers the couriers of the order's country by name and sends the chosen one's code (%s, %s order)",
    async (language, country, offered, notOffered, code) => {
      const onSubmit = vi.fn();
      await renderWithProviders(
        <ShipOutForm country={country} fields={{}} busy={false} onSubmit={onSubmit} />,
        { language },
      );
      const select = (await screen.findByTestId('ship-out-courier', {}, LOCALE_WAIT)) as HTMLSelectElement;
      const texts = [...select.options].map((option) => option.text);
      expect(texts).toContain(offered);
      expect(texts).not.toContain(notOffered);
      fireEvent.change(select, { target: { value: code } });
      fireEvent.change(screen.getByTestId('ship-out-tracking'), { target: { value: '5566' } });
      fireEvent.click(screen.getByTestId('ship-out-submit'));
      await vi.waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith({ courier: code, trackingNumber: '5566' }),
      );
    },
    SLOW,
  );

  it(
    "shows the api's field error at the courier",
    async () => {
      await renderWithProviders(
        <ShipOutForm
          country="KR"
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
