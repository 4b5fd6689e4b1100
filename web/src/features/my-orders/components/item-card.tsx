import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { GetOrderApiResponse } from '@/lib/api/generated/slabworks-api';
import styles from './my-orders.module.css';

type Item = GetOrderApiResponse['data']['items'][number];

/** A card as the member described it: its name first, then what tells it apart, in one quiet line. */
export const ItemCard = ({ item }: { item: Item }) => {
  const { t } = useTranslation('account');
  const details = [
    item.brand,
    item.setName,
    item.year,
    item.cardNumber && `#${item.cardNumber}`,
    item.serialNumber,
    item.signer && t('order.items.signed-by', { signer: item.signer }),
  ].filter(Boolean);
  const korean = item.itemType === 'KOR_GRADING_CARD' || item.itemType === 'KOR_GRADING_CARD_AUTO';
  return (
    <div data-testid="item-card">
      <span>{item.playerName ?? item.cardCategory ?? '—'}</span>
      {korean && (
        <Tag className={styles.itemTag} data-testid="item-korean">
          {t('order.items.korean')}
        </Tag>
      )}
      {details.length > 0 && <div className={styles.itemDetails}>{details.join(' · ')}</div>}
      {item.description && <div className={styles.itemDetails}>{item.description}</div>}
    </div>
  );
};
