import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import type { GetOrderApiResponse } from '@/lib/api/generated/slabworks-api';
import { useReceivingAddress } from '@/lib/company/use-company';

type OrderDetail = GetOrderApiResponse['data'];

/**
 * While an order waits for its cards to be collected or brought in (PICKUP_REQUIRED), the member has
 * no tracking number to enter: this says what happens instead, for the method chosen at ordering.
 */
export const PickupNextStep = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation('account');
  const office = useReceivingAddress();
  const method = order.shipping.method;
  if (order.displayStage !== 'PICKUP_REQUIRED' || !method || method === 'SELF_SHIPPING') return null;
  const address = order.shipping.returnAddress;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="order-next-step"
      title={t('order.next.title')}
      description={t(`order.next.${method}`, {
        orderNumber: order.orderNumber,
        office,
        address: address ? `${address.address1} ${address.address2 ?? ''}`.trim() : '—',
      })}
    />
  );
};
