import { DomainError } from '../errors/domain-error';
import { assertMayOpen, assertMayRemoveCard, type AlbumFacts } from './album.rules';
import { fullGradeCounts, gradeRank, populationAt } from './population';
import { cardSearchText, sameCardKey } from './same-card';

describe('same card', () => {
  it('folds case and spaces, but keeps set and year apart', () => {
    const a = {
      cardCategory: 'POKEMON',
      setName: 'Base  Set',
      year: 1999,
      cardNumber: '58',
      playerName: 'Pikachu ',
    };
    expect(sameCardKey(a)).toBe(sameCardKey({ ...a, setName: 'base set', playerName: 'PIKACHU' }));
    expect(sameCardKey(a)).not.toBe(sameCardKey({ ...a, year: 2000 }));
    expect(sameCardKey(a)).not.toBe(sameCardKey({ ...a, setName: 'Jungle' }));
    expect(cardSearchText(a)).toBe('pikachu base set 1999 pokemon 58');
  });
});

describe('population', () => {
  it('counts the same grade and every higher one; A ranks below 1', () => {
    const counts = { '10': 2, '9': 3, '8.5': 1, A: 4 };
    expect(populationAt(counts, 9)).toEqual({ sameGrade: 3, higherGrade: 2, total: 10 });
    expect(populationAt(counts, '8.5')).toEqual({ sameGrade: 1, higherGrade: 5, total: 10 });
    expect(populationAt(counts, 'A')).toEqual({ sameGrade: 4, higherGrade: 6, total: 10 });
    expect(gradeRank('A')).toBeLessThan(gradeRank(1));
    expect(fullGradeCounts(counts).map((g) => g.grade)).toEqual([
      '10',
      '9',
      '8.5',
      '8',
      '7.5',
      '7',
      '6',
      '5',
      '4',
      '3',
      '2',
      '1',
      'A',
    ]);
  });
});

describe('album rules (spec §4)', () => {
  const ready: AlbumFacts = {
    saved: true,
    cardCount: 1,
    coverCertificationNumber: '1234567',
    hasCover: true,
    isPublic: false,
  };
  const code = (fn: () => void) => {
    try {
      fn();
    } catch (e) {
      return (e as DomainError).code;
    }
    return 'OK';
  };
  it('opening needs a saved album, a card and a cover', () => {
    expect(code(() => assertMayOpen({ ...ready, saved: false }))).toBe('ALBUM.NOT_SAVED');
    expect(code(() => assertMayOpen({ ...ready, cardCount: 0 }))).toBe('ALBUM.NO_CARDS');
    expect(code(() => assertMayOpen({ ...ready, hasCover: false, coverCertificationNumber: null }))).toBe(
      'ALBUM.NO_COVER',
    );
    expect(code(() => assertMayOpen(ready))).toBe('OK');
  });
  it('the cover card cannot be removed while it is the cover', () => {
    expect(code(() => assertMayRemoveCard(ready, '1234567'))).toBe('ALBUM.COVER_CARD_LOCKED');
    expect(code(() => assertMayRemoveCard(ready, '7654321'))).toBe('OK');
  });
});
