import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BlockingOrder } from '../api/withdrawal-api';
import { DISPLAY_STAGE_KEY, labelOf, ORDER_STATUS_KEY } from '@/lib/i18n-keys';

// Each order that keeps the member from withdrawing, linked to its page where it can be finished.
export const BlockingOrders = ({ orders, message }: { orders: BlockingOrder[]; message: string }) => {
  const { t } = useTranslation('account');
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="withdrawal-blocked"
      title={message}
      description={
        <ul>
          {orders.map((order) => (
            <li key={order.orderId}>
              <Link to={`/account/order/${order.orderId}`} data-testid="withdrawal-blocking-order">
                {order.orderNumber ?? order.orderId}
              </Link>{' '}
              ·{' '}
              {order.displayStage
                ? labelOf(t, DISPLAY_STAGE_KEY, order.displayStage)
                : labelOf(t, ORDER_STATUS_KEY, order.status)}
            </li>
          ))}
        </ul>
      }
    />
  );
};
