import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardCard } from '@/components/ui/dashboard-card';
import { QueryView } from '@/components/ui/status-views';
import { paths } from '@/config/paths';
import { useOrderFormat } from '../use-order-language';
import { RECENT, useOrdersInProcess } from './dashboard-orders';
import styles from './dashboard.module.css';
import { DISPLAY_STAGE_KEY, labelOf, ORDER_STATUS_KEY, ORDER_TYPE_KEY } from '@/lib/i18n-keys';

// The orders in process with their stage and the estimated completion date (business days by plan).
export const InProcessCard = () => {
  const { t } = useTranslation('account');
  const format = useOrderFormat();
  const query = useOrdersInProcess();
  return (
    <DashboardCard
      wide
      title={t('dashboard.in-process.title')}
      testId="dashboard-in-process"
      more={{ to: `${paths.accountOrderList}?tab=in-process`, label: t('dashboard.see-all') }}
    >
      <QueryView
        query={query}
        isEmpty={(d) => d.items.length === 0}
        empty={
          <>
            {t('dashboard.in-process.empty')}{' '}
            <Link to={paths.gradingSubmitPrice}>{t('dashboard.submit')}</Link>
          </>
        }
      >
        {(data) => (
          <ul className={styles.orders}>
            {data.items.slice(0, RECENT).map((order) => (
              <li key={order.orderId} data-testid="dashboard-order">
                <Link to={`/account/order/${order.orderId}`} data-testid="dashboard-order-link">
                  {order.orderNumber ?? '—'}
                </Link>
                <Tag color="purple" data-testid="dashboard-order-stage">
                  {order.displayStage
                    ? labelOf(t, DISPLAY_STAGE_KEY, order.displayStage)
                    : labelOf(t, ORDER_STATUS_KEY, order.status)}
                </Tag>
                <span className={styles.muted}>
                  {order.orderType ? labelOf(t, ORDER_TYPE_KEY, order.orderType) : '—'} · {order.totalQt}
                </span>
                <span data-testid="dashboard-order-estimate">
                  {order.depositDueAt && order.displayStage === 'WAITING_FOR_DEPOSIT'
                    ? t('dashboard.in-process.pay-by', { due: format.dateTime(order.depositDueAt) })
                    : order.estimatedCompletionDate
                      ? t('dashboard.in-process.estimate', {
                          date: format.day(order.estimatedCompletionDate),
                        })
                      : t('dashboard.in-process.after-payment')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </DashboardCard>
  );
};
