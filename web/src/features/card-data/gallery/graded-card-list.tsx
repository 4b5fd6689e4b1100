import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GetGalleryAlbumApiResponse } from '@/lib/api/generated/slabworks-api';
import { paths } from '@/config/paths';
import styles from '../card-data.module.css';

export type GradedCard = GetGalleryAlbumApiResponse['data']['cards'][number];

/** Graded cards with their grade and certificate link; `action` adds a control per card. */
export const GradedCardList = ({
  cards,
  action,
}: {
  cards: GradedCard[];
  action?: (card: GradedCard) => ReactNode;
}) => {
  const { t } = useTranslation('cards');
  return (
    <ul className={styles.cardList} data-testid="graded-cards">
      {cards.map((card) => (
        <li key={card.certificationNumber} className={styles.cardItem} data-testid="graded-card">
          <div>
            <strong>{card.card.playerName ?? t('card.unnamed')}</strong>
            <span className={styles.muted}>
              {[card.card.setName, card.card.year, card.card.cardNumber && `#${card.card.cardNumber}`]
                .filter(Boolean)
                .join(' · ')}
            </span>
            <div>
              <Link to={`${paths.certification}?no=${card.certificationNumber}`}>
                {t('certification.number', { no: card.certificationNumber })}
              </Link>
            </div>
            {action?.(card)}
          </div>
          <span
            className={styles.gradeBadge}
            title={card.authentic ? t('certification.authentic') : undefined}
          >
            {card.grade}
          </span>
        </li>
      ))}
    </ul>
  );
};
