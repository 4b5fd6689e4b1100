import { useTranslation } from 'react-i18next';
import { useGetCertificationQuery } from '../api/order-flow-api';

/**
 * A line the registry accepted, named as its certificate names it (card, set, year, grade), so the member
 * sees it is the slab in their hand and not a typo of another graded card.
 */
export const CheckedCard = ({ number }: { number: string }) => {
  const { t } = useTranslation('order');
  const { data } = useGetCertificationQuery(number);
  const card = data?.card;
  const facts = card
    ? [card.playerName, card.setName, card.year].filter((fact) => fact != null).join(' · ')
    : '';
  return (
    <span data-testid="cert-ok">
      ✓ {t('reholder.ok')}
      {data && (
        <span data-testid="cert-card">
          {' — '}
          {t('reholder.card', { card: facts || t('reholder.unnamed'), grade: data.grade })}
        </span>
      )}
    </span>
  );
};
