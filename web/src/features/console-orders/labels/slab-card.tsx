import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import BarcodeOutlined from '@ant-design/icons/BarcodeOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import type { SlabSide } from '@slabworks/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderState } from '@/lib/api/generated/slabworks-api';
import { useSlabPhotosPhotographMutation } from '@/lib/console/console-api';
import { cardLinesOf } from '../order-screen/order-items';
import type { WriteHeaders } from '../order-screen/use-order-write';
import { SlabPhotosPanel } from './slab-photos-panel';

const PHOTO_WRITE = 'slab-photo:';

export interface SlabCardProps {
  orderId: string;
  state: OrderState;
  write: (
    name: string,
    send: (headers: WriteHeaders) => { unwrap: () => Promise<{ revision: number }> },
  ) => Promise<boolean>;
  refusal: { of: string; message: string; fields: Record<string, string> } | null;
}

/**
 * The order's paper and slabs: the receiving slip (its barcode is the order number), the slab labels
 * once cards are scored, and the slabs' photos, front and back, for the certificates.
 */
export const SlabCard = ({ orderId, state, write, refusal }: SlabCardProps) => {
  const { t } = useTranslation('slab-console');
  const [photograph] = useSlabPhotosPhotographMutation();
  const scored = state.items.some((item) => item.certificationNumber && item.grade !== null);
  const photoRefusal =
    refusal?.of.startsWith(PHOTO_WRITE) === true
      ? {
          itemId: refusal.of.slice(PHOTO_WRITE.length),
          message: Object.values(refusal.fields)[0] ?? refusal.message,
        }
      : null;
  return (
    <Card title={t('card.title')} style={{ marginBottom: 16 }} data-testid="slab-card">
      <Space wrap style={{ marginBottom: 8 }}>
        <Link to={`/console/orders/${orderId}/slip`} data-testid="open-receiving-slip">
          <Button icon={<BarcodeOutlined />}>{t('card.slip')}</Button>
        </Link>
        {scored && (
          <Link to={`/console/orders/${orderId}/labels`} data-testid="open-slab-labels">
            <Button icon={<PrinterOutlined />}>{t('card.labels')}</Button>
          </Link>
        )}
      </Space>
      <SlabPhotosPanel
        items={state.items}
        lines={cardLinesOf(state)}
        refusal={photoRefusal}
        onPhoto={(itemId: string, side: SlabSide, photo: string) =>
          write(`${PHOTO_WRITE}${itemId}`, (headers) =>
            photograph({
              id: orderId,
              slabPhotoRequestDto: { itemId, side, photo },
              'Idempotency-Key': headers['Idempotency-Key'],
            }),
          )
        }
      />
    </Card>
  );
};
