import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { UploadThumbnail } from '@/components/ui/upload-thumbnail';
import type { GetOrderApiResponse } from '@/lib/api/generated/slabworks-api';

type OrderItem = GetOrderApiResponse['data']['items'][number];

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
        <UploadThumbnail
          uploadId={item.evidencePhoto}
          width={64}
          alt={t('order.items.evidence')}
          testId="item-evidence"
        />
      )}
    </div>
  );
};
