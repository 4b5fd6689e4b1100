import Tag from 'antd/es/tag';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { GetOrderApiResponse } from '@/lib/api/generated/slabworks-api';

type OrderItem = GetOrderApiResponse['data']['items'][number];

// antd's Image (with its preview) only for the few cards with an evidence photo; the thumbnail shows meanwhile.
const Image = lazy(() => import('antd/es/image'));

/**
 * How the card compared with the order (shown from SHIPPING_OUT, as the api decides): a card that
 * is not OK carries the operator's reason and, when they took one, the evidence photo.
 */
export const ItemCheck = ({ item }: { item: OrderItem }) => {
  const { t } = useTranslation('account');
  if (!item.correspondence || item.correspondence === 'NOT_DETERMINED') return <>—</>;
  const ok = item.correspondence === 'OK';
  return (
    <div data-testid="item-check">
      <Tag color={ok ? 'green' : 'orange'}>{t(`order.correspondence.${item.correspondence}`)}</Tag>
      {item.correspondenceReason && <div>{item.correspondenceReason}</div>}
      {item.evidencePhoto && (
        <Suspense
          fallback={
            <img
              width={64}
              src={`/api/uploads/${item.evidencePhoto}/thumbnail`}
              alt={t('order.items.evidence')}
            />
          }
        >
          <Image
            width={64}
            src={`/api/uploads/${item.evidencePhoto}/thumbnail`}
            preview={{ src: `/api/uploads/${item.evidencePhoto}` }}
            alt={t('order.items.evidence')}
            data-testid="item-evidence"
          />
        </Suspense>
      )}
    </div>
  );
};
