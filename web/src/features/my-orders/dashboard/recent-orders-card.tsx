import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardCard } from '@/components/ui/dashboard-card';
import { QueryView } from '@/components/ui/status-views';
import { paths } from '@/config/paths';
import { useOrderFormat } from '../use-order-language';
import { useRecentOrders } from './dashboard-orders';
import styles from './dashboard.module.css';
import { DISPLAY_STAGE_KEY, labelOf, ORDER_STATUS_KEY } from '@/lib/i18n-keys';

// The latest orders whatever their state (cancelled and finished ones included).
export const RecentOrdersCard = () => {
  const { t } = useTranslation('account');
  const format = useOrderFormat();
  const query = useRecentOrders();
  return (
    <DashboardCard
      wide
      title={t('dashboard.recent.title')}
      testId="dashboard-recent"
      more={{ to: paths.accountOrderList, label: t('dashboard.see-all') }}
    >
      <QueryView query={query} isEmpty={(d) => d.items.length === 0} empty={t('list.empty')}>
        {(data) => (
          <ul className={styles.orders}>
            {data.items.map((order) => (
              <li key={order.orderId} data-testid="dashboard-recent-order">
                <Link to={`/account/order/${order.orderId}`}>{order.orderNumber ?? '—'}</Link>
                <span className={styles.muted}>{format.dateTime(order.placedAt)}</span>
                <span>
                  {order.displayStage
                    ? labelOf(t, DISPLAY_STAGE_KEY, order.displayStage)
                    : labelOf(t, ORDER_STATUS_KEY, order.status)}
                </span>
                <span>{format.money(order.totalAmount, order.currency)}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </DashboardCard>
  );
};
