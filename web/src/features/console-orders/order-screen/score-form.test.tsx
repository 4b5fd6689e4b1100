// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardLine } from '@/lib/api/generated/slabworks-api';
import { LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { renderWithProviders } from '@/testing/render-with-providers';
import { cardLine, orderItem } from '../labels/labels.testing';
import { ScoreForm, type CardScoreEntry } from './score-form';

afterEach(() => cleanup());

const cardLines = new Map<string, CardLine>([
  ['L1', cardLine('L1', { year: 1999, setName: 'Base Set', cardNumber: '58', minimumGrade: 9 })],
  [
    'L2',
    cardLine('L2', {
      cardCategory: 'SPORTS',
      sportsType: 'SOCCER',
      playerName: 'Son Heung-min',
      isAuto: true,
      year: 2020,
      brand: 'Topps',
    }),
  ],
]);
// The second card did not pass the check: it is not scored.
const items = [
  orderItem('i1', 'L1'),
  orderItem('i2', 'L1', { correspondence: 'UNGRADABLE_B3' }),
  orderItem('i3', 'L2', { itemType: 'GRADING_CARD_AUTO' }),
  orderItem('i4', 'L2', { itemType: 'REHOLDER', certificationNumber: '1234567' }),
];

const renderForm = async (fields: Record<string, string> = {}) => {
  const onSave = vi.fn<(scores: CardScoreEntry[]) => void>();
  await renderWithProviders(
    <ScoreForm items={items} cardLines={cardLines} fields={fields} busy={false} onSave={onSave} />,
    { language: 'en' },
  );
  await screen.findByTestId('score-form', {}, LOCALE_WAIT);
  return { onSave, grades: screen.getAllByTestId('score-grade') as HTMLInputElement[] };
};

const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const enter = (input: Element, ctrlKey = false) => fireEvent.keyDown(input, { key: 'Enter', ctrlKey });

describe('the scoring desk', () => {
  it(
    'shows each gradable card’s full line; grades typed with completion, Enter to the next card, Ctrl+Enter saves all',
    async () => {
      const { onSave, grades } = await renderForm();
      const cards = screen.getAllByTestId('score-item');
      expect(cards).toHaveLength(3);
      expect(cards[0]!.textContent).toContain('#1 Pikachu');
      expect(cards[0]!.textContent).toContain('Pokémon · 1999 · Base Set · #58');
      expect(cards[0]!.textContent).toContain('Min. grade 9');
      expect(cards[1]!.textContent).toContain('#3 Son Heung-min');
      expect(cards[1]!.textContent).toContain('Soccer · 2020 · Topps');
      expect(cards[1]!.textContent).toContain('Autographed');
      expect(document.activeElement).toBe(grades[0]);

      type(grades[0]!, '1');
      expect(within(cards[0]!).getByTestId('score-completions').textContent).toBe('');
      type(grades[0]!, '8.');
      expect(within(cards[0]!).getByTestId('score-completions').textContent).toBe('→ 8.5');
      enter(grades[0]!);
      expect(grades[0]!.value).toBe('8.5');
      expect(document.activeElement).toBe(grades[1]);
      type(grades[1]!, 'a');
      enter(grades[1]!);
      expect(document.activeElement).toBe(grades[2]);
      type(grades[2]!, '10');
      enter(grades[2]!);
      expect(document.activeElement).toBe(screen.getByTestId('score-save'));
      // The re-holder keeps its slab's number; a scanned number is kept as typed.
      const numbers = screen.getAllByTestId('score-certification') as HTMLInputElement[];
      expect(numbers[2]!.readOnly).toBe(true);
      type(numbers[0]!, '7654321');
      enter(grades[2]!, true);
      expect(onSave).toHaveBeenCalledWith([
        { itemId: 'i1', grade: 8.5, certificationNumber: '7654321' },
        { itemId: 'i3', grade: 'A' },
        { itemId: 'i4', grade: 10, certificationNumber: '1234567' },
      ]);
    },
    SLOW,
  );

  it(
    'leaves no card without a grade: the problems show at their cards and nothing is sent',
    async () => {
      const { onSave, grades } = await renderForm();
      type(grades[0]!, '9.5');
      enter(grades[0]!);
      expect(document.activeElement).toBe(grades[0]);
      const cards = screen.getAllByTestId('score-item');
      expect(cards[0]!.textContent).toContain('Not a grade of the scale');
      type(grades[0]!, '9');
      type(screen.getAllByTestId('score-certification')[0] as HTMLInputElement, '12');
      fireEvent.click(screen.getByTestId('score-save'));
      expect(onSave).not.toHaveBeenCalled();
      expect(cards[0]!.textContent).toContain('A certification no. has 7 digits');
      expect(cards[1]!.textContent).toContain('Give this card a grade.');
      expect(cards[2]!.textContent).toContain('Give this card a grade.');
      expect(document.activeElement).toBe(grades[0]);
    },
    SLOW,
  );

  it(
    'shows the api’s refusals at the card they name (its place among the cards scored)',
    async () => {
      await renderForm({
        'scores[1].certificationNumber': 'Certification number is entered twice.',
        'scores[2].grade': 'Below the member’s minimum grade 9: record A (authentic).',
      });
      const cards = screen.getAllByTestId('score-item');
      expect(cards[0]!.querySelector('.ant-form-item-explain-error')).toBeNull();
      expect(cards[1]!.textContent).toContain('Certification number is entered twice.');
      expect(cards[2]!.textContent).toContain('Below the member’s minimum grade 9');
      // Typed again, the card is no longer told off for what it had.
      type(screen.getAllByTestId('score-certification')[1] as HTMLInputElement, '7000001');
      expect(cards[1]!.textContent).not.toContain('entered twice');
    },
    SLOW,
  );
});
