import { describe, expect, it } from 'vitest';
import { cardLinesIn } from './card-line-paste';

describe('cardLinesIn', () => {
  it('reads spreadsheet rows (tabs) in the order name, year, quantity, set, card no.', () => {
    expect(cardLinesIn('Pikachu\t1999\t2\tBase Set\t58/102\r\nCharizard\t2021\t1\n\n')).toEqual([
      { playerName: 'Pikachu', year: 1999, quantity: 2, setName: 'Base Set', cardNumber: '58/102' },
      { playerName: 'Charizard', year: 2021, quantity: 1 },
    ]);
  });

  it('takes commas when a row has no tab, and leaves bad numbers for the line to show', () => {
    expect(cardLinesIn('Ohtani, 2018, x\nSon, 19, 0')).toEqual([
      { playerName: 'Ohtani', year: 2018, quantity: 1 },
      { playerName: 'Son', quantity: 1 },
    ]);
  });
});
