// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '@/lib/languages';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ok, serverDown, stubApiFetch } from '@/testing/stub-api-fetch';
import { casedItems, ORDER_ID, orderDetail, orderItem } from './labels.testing';
import SlabLabelsPage from './slab-labels-page';

cleanUpAfterEach();

const open = (language: Language) =>
  renderWithProviders(<SlabLabelsPage />, {
    language,
    path: `/console/orders/${ORDER_ID}/labels`,
    route: '/console/orders/:id/labels',
  });

describe('the slab labels print view', () => {
  it(
    'prints one label per slab: the card in words, the grade in words and number, the number and its QR code',
    async () => {
      stubApiFetch(() => ok(orderDetail(casedItems())));
      await open('en');
      const labels = await screen.findAllByTestId('slab-label', {}, LOCALE_WAIT);
      // The card the check refused has no slab, so no label.
      expect(labels).toHaveLength(2);
      const [gem, authentic] = labels as [HTMLElement, HTMLElement];
      expect(within(gem).getByTestId('label-card-line').textContent).toBe(
        '1999 Pokémon Base Set Pikachu #58',
      );
      expect(within(gem).getByTestId('label-grade').textContent).toBe('GEM MINT10');
      expect(within(gem).getByTestId('label-certification').textContent).toBe('Cert. no. 7000001');
      expect(within(authentic).getByTestId('label-card-line').textContent).toBe(
        '2020 Topps Son Heung-min Autographed',
      );
      expect(within(authentic).getByTestId('label-grade').textContent).toBe('AUTHENTICA');
      const qr = await within(gem).findByTestId('label-qr');
      expect(qr.getAttribute('data-value')).toBe(`${window.location.origin}/certification/7000001`);
      expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      expect(screen.getByTestId('labels-print').textContent).toContain('Print 2 labels');
    },
    SLOW,
  );

  it(
    'says so when no card has a certification number yet, in ko and tw',
    async () => {
      stubApiFetch(() => ok(orderDetail([orderItem('i1', 'L1')])));
      await open('ko');
      expect((await screen.findByTestId('labels-empty', {}, LOCALE_WAIT)).textContent).toContain(
        '아직 인증번호가 있는 카드가 없습니다',
      );
      cleanup();
      await open('tw');
      expect((await screen.findByTestId('labels-empty', {}, LOCALE_WAIT)).textContent).toContain(
        '尚無卡片有認證編號',
      );
    },
    SLOW,
  );

  it(
    'labels in tw keep the grade words of the scale and say the number in tw',
    async () => {
      stubApiFetch(() => ok(orderDetail(casedItems())));
      await open('tw');
      const [gem] = await screen.findAllByTestId('slab-label', {}, LOCALE_WAIT);
      expect(within(gem!).getByTestId('label-grade').textContent).toBe('GEM MINT10');
      expect(within(gem!).getByTestId('label-certification').textContent).toBe('認證編號 7000001');
    },
    SLOW,
  );

  it(
    'says the order could not be loaded',
    async () => {
      stubApiFetch(() => serverDown('boom'));
      await open('en');
      expect((await screen.findByTestId('labels-error', {}, LOCALE_WAIT)).textContent).toContain(
        'The order could not be loaded.',
      );
    },
    SLOW,
  );
});
