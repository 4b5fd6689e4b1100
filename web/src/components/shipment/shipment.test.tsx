// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { forgetServiceSiteAfterEach, servedFor } from '@/testing/service-site';
import { CourierSelect } from './courier-select';
import { ShipmentText } from './shipment-text';

const LOCALE_WAIT = { timeout: 10_000 };

afterEach(cleanup);
forgetServiceSiteAfterEach();

describe('ShipmentText', () => {
  it('shows a dash before there is a parcel', async () => {
    await renderWithProviders(<ShipmentText shipment={null} testId="parcel" />);
    expect((await screen.findByTestId('parcel')).textContent).toBe('—');
  });

  it.each([
    ['ko', 'CJ대한통운'],
    ['en', 'CJ Logistics'],
    ['tw', 'CJ大韓通運'],
  ] as const)(
    'names the courier in %s, never its code, and links the number to its tracking page',
    async (language, name) => {
      await renderWithProviders(
        <ShipmentText shipment={{ courier: 'CJ', trackingNumber: '123456789012' }} testId="parcel" />,
        { language },
      );
      expect((await screen.findByTestId('parcel', {}, LOCALE_WAIT)).textContent).toBe(`${name} 123456789012`);
      const link = screen.getByTestId('parcel-link');
      expect(link.getAttribute('href')).toBe(
        'https://trace.cjlogistics.com/next/tracking.html?wblNo=123456789012',
      );
      expect(link.getAttribute('target')).toBe('_blank');
    },
  );

  it('finds a courier typed by name before the table existed', async () => {
    await renderWithProviders(
      <ShipmentText shipment={{ courier: '黑貓宅急便', trackingNumber: '9001' }} testId="typed" />,
      { language: 'tw' },
    );
    expect((await screen.findByTestId('typed', {}, LOCALE_WAIT)).textContent).toBe(
      '黑貓宅急便 (統一速達) 9001',
    );
    expect(screen.getByTestId('typed-link').getAttribute('href')).toContain('9001');
  });

  it.each([
    ['ko', '펠리칸 택배', '번호 복사', '복사됨', '배송 조회 페이지에서 번호 입력'],
    ['en', 'Pelican Express', 'Copy number', 'Copied', 'Enter the number on the tracking page'],
    ['tw', '宅配通', '複製單號', '已複製', '至查詢頁面輸入單號'],
  ] as const)(
    'links the tracking page of a courier without a parcel link and copies the number (%s)',
    async (language, name, copy, copied, page) => {
      const writeText = vi.fn(() => Promise.resolve());
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      await renderWithProviders(
        <>
          <ShipmentText shipment={{ courier: 'PELICAN', trackingNumber: '9002' }} testId="pelican" />
          <ShipmentText shipment={{ courier: 'KERRY_TJ', trackingNumber: '9003' }} testId="kerry" />
          <ShipmentText shipment={{ courier: 'Pony Express', trackingNumber: '9004' }} testId="unknown" />
        </>,
        { language },
      );
      expect((await screen.findByTestId('pelican', {}, LOCALE_WAIT)).textContent).toBe(
        `${name} 9002 ${copy} ${page}`,
      );
      expect(screen.queryByTestId('pelican-link')).toBeNull();
      expect(screen.getByTestId('pelican-page').getAttribute('href')).toBe('https://www.e-can.com.tw/');
      expect(screen.getByTestId('kerry-page').getAttribute('href')).toMatch(/^https:\/\/www\.kerrytj\.com\//);
      fireEvent.click(screen.getByTestId('pelican-copy'));
      expect(writeText).toHaveBeenCalledWith('9002');
      expect(await screen.findByText(copied)).toBeTruthy();
      // A courier outside the table: its name and number as entered, nothing to open.
      expect(screen.getByTestId('unknown').textContent).toBe('Pony Express 9004');
      expect(screen.queryByTestId('unknown-page')).toBeNull();
    },
  );
});

describe('CourierSelect', () => {
  const optionsOf = (select: HTMLElement) =>
    Array.from((select as HTMLSelectElement).options).map((option) => option.textContent);

  it('offers the Korean couriers by name first on the Korean site and answers the code', async () => {
    const chosen = vi.fn();
    await renderWithProviders(<CourierSelect data-testid="courier" onChange={chosen} />);
    const select = await screen.findByTestId('courier', {}, LOCALE_WAIT);
    const names = optionsOf(select);
    expect(names[0]).toBe('택배사 선택');
    expect(names[1]).toBe('CJ대한통운');
    expect(names.indexOf('CJ대한통운')).toBeLessThan(names.indexOf('대만 중화우정'));
    fireEvent.change(select, { target: { value: 'HANJIN' } });
    expect(chosen).toHaveBeenCalledWith('HANJIN');
  });

  it("puts Taiwan's couriers first on the Taiwan site, in tw", async () => {
    servedFor('TW');
    await renderWithProviders(<CourierSelect data-testid="courier" />, { language: 'tw' });
    const names = optionsOf(await screen.findByTestId('courier', {}, LOCALE_WAIT));
    expect(names[0]).toBe('選擇物流公司');
    expect(names[1]).toBe('中華郵政');
    expect(names.indexOf('新竹物流')).toBeLessThan(names.indexOf('CJ大韓通運'));
  });
});
