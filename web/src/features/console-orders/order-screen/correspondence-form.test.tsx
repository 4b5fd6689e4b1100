// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardLine } from '@/lib/api/generated/slabworks-api';
import { LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CorrespondenceForm, type CorrespondenceEntry } from './correspondence-form';
import { orderItem } from '../labels/labels.testing';

afterEach(() => cleanup());

// Cards whose correspondence to their line is not checked yet.
const item = (itemId: string) => orderItem(itemId, 'L1', { correspondence: 'NOT_DETERMINED' });

const cardLines = new Map<string, CardLine>([
  [
    'L1',
    {
      lineId: 'L1',
      cardCategory: 'SPORTS',
      sportsType: 'BASEBALL',
      playerName: 'Shohei Ohtani',
      quantity: 2,
      isAuto: true,
      year: 2018,
      brand: 'Topps',
      setName: 'Update',
      cardNumber: 'US1',
      minimumGrade: 8.5,
    },
  ],
]);

describe('the correspondence check', () => {
  it(
    'shows each card’s full line, and an ungradable reason with its meaning, chosen by typing',
    async () => {
      const onSubmit = vi.fn<(entries: CorrespondenceEntry[]) => void>();
      await renderWithProviders(
        <CorrespondenceForm
          items={[item('i1'), item('i2')]}
          cardLines={cardLines}
          fields={{}}
          busy={false}
          onSubmit={onSubmit}
        />,
        { language: 'en' },
      );
      const cards = await screen.findAllByTestId('correspondence-item', {}, LOCALE_WAIT);
      expect(cards[1]!.textContent).toContain('#2 Shohei Ohtani');
      expect(cards[1]!.textContent).toContain('Sports · Baseball · 2018 · Topps Update · #US1');
      expect(cards[1]!.textContent).toContain('Autographed');
      expect(cards[1]!.textContent).toContain('Min. grade 8.5');

      const search = cards[1]!.querySelector('input')!;
      fireEvent.mouseDown(search);
      fireEvent.change(search, { target: { value: 'B3' } });
      const option = await screen.findByText('Ungradable B3 — altered surface (cleaned, pressed)');
      expect(option).toBeTruthy();
      fireEvent.keyDown(search, { key: 'Enter', keyCode: 13, which: 13 });
      expect(cards[1]!.textContent).toContain('Ungradable B3 — altered surface');
    },
    SLOW,
  );
});
