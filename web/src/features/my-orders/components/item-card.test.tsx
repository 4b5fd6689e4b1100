// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach } from '@/testing/component-test';
import { fakeApi, ok } from '@/testing/fake-api';
import { orderItem } from '@/testing/fake-payment-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ItemCard } from './item-card';

cleanUpAfterEach();

const card = orderItem({
  itemType: 'KOR_GRADING_CARD_AUTO',
  cardCategory: 'SPORTS',
  playerName: '손흥민',
  brand: 'Panini',
  setName: 'Prizm',
  year: 2022,
  cardNumber: '7',
  serialNumber: '12/99',
  signer: '손흥민',
  description: 'Gold refractor',
  isAuto: true,
  price: 30_000,
});

// Issue 35 item 1: the order page names every card field the member gave.
describe('a card on the order page', () => {
  it.each([
    ['ko', '한국 카드', 'Panini · Prizm · 2022 · #7 · 12/99 · 사인: 손흥민'],
    ['en', 'Korean card', 'Panini · Prizm · 2022 · #7 · 12/99 · signed by 손흥민'],
    ['tw', '韓國卡', 'Panini · Prizm · 2022 · #7 · 12/99 · 簽名：손흥민'],
  ] as const)(
    'reads in %s',
    async (language, korean, details) => {
      fakeApi(() => ok(null));
      await renderWithProviders(<ItemCard item={card} />, { path: '/', language });
      await waitFor(() => expect(screen.getByTestId('item-korean').textContent).toBe(korean), {
        timeout: 10_000,
      });
      expect(screen.getByTestId('item-card').textContent).toContain(details);
      expect(screen.getByTestId('item-card').textContent).toContain('Gold refractor');
    },
    30_000,
  );

  it('is just its name when nothing else was given', async () => {
    fakeApi(() => ok(null));
    const plain = { ...card, itemType: 'POKEMON' as const, brand: null, setName: null, year: null };
    await renderWithProviders(
      <ItemCard item={{ ...plain, cardNumber: null, serialNumber: null, signer: null, description: null }} />,
      { path: '/', language: 'ko' },
    );
    expect((await screen.findByTestId('item-card')).textContent).toBe('손흥민');
  }, 30_000);
});
