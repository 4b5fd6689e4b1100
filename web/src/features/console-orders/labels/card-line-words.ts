import { useTranslation } from 'react-i18next';
import type { CardLine } from '@/lib/api/generated/slabworks-api';

// Its own module: the order page and the receiving slip name cards too, and importing it from the label
// brought the label's QR code encoder (~8 KiB gz) with it.
/** The card in words, as the collector described it: year, brand/set, name, number, autograph. */
export const useCardLineWords = () => {
  const { t } = useTranslation(['slab-console', 'order']);
  return (line: CardLine | undefined): string =>
    line
      ? [
          line.year ? String(line.year) : null,
          [line.brand, line.setName].filter(Boolean).join(' ') || null,
          line.playerName,
          line.cardNumber ? `#${line.cardNumber}` : null,
          line.isAuto ? t('order:lines.autograph') : null,
        ]
          .filter(Boolean)
          .join(' ')
      : '';
};
