/**
 * "The same card" for the population report and a certificate's population: category, set, year,
 * card number and player name, each trimmed, lower-cased, with runs of spaces folded. Two members
 * typing "Pikachu " and "pikachu" for the same print count together; a different set or year does not.
 */
export interface CardFacts {
  cardCategory?: string | null;
  setName?: string | null;
  year?: number | null;
  cardNumber?: string | null;
  playerName?: string | null;
}

const normalize = (value: string | number | null | undefined): string =>
  value === null || value === undefined
    ? ''
    : String(value).normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

export const sameCardKey = (card: CardFacts): string =>
  [card.cardCategory, card.setName, card.year, card.cardNumber, card.playerName].map(normalize).join('|');

/** What the pop-report term is matched against (player name, set, year, category), normalised alike. */
export const cardSearchText = (card: CardFacts): string =>
  [card.playerName, card.setName, card.year, card.cardCategory, card.cardNumber]
    .map(normalize)
    .filter(Boolean)
    .join(' ');

export const normalizeSearchTerm = (term: string): string => normalize(term);
