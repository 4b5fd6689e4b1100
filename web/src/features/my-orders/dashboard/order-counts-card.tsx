import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardCard } from '@/components/ui/dashboard-card';
import { QueryView } from '@/components/ui/status-views';
import { paths } from '@/config/paths';
import { useRecentOrders } from './dashboard-orders';
import styles from './dashboard.module.css';

const TABS = ['all', 'in-process', 'cancel', 'refund', 'complete'] as const;

// The order list's tabs with their counts, each opening its tab.
export const OrderCountsCard = () => {
  const { t } = useTranslation('account');
  const query = useRecentOrders();
  return (
    <DashboardCard
      title={t('dashboard.counts.title')}
      testId="dashboard-counts"
      more={{ to: paths.accountOrderList, label: t('dashboard.see-all') }}
    >
      <QueryView query={query}>
        {(data) => (
          <ul className={styles.tiles}>
            {TABS.map((tab) => (
              <li key={tab}>
                <Link
                  to={tab === 'all' ? paths.accountOrderList : `${paths.accountOrderList}?tab=${tab}`}
                  data-testid={`dashboard-count-${tab}`}
                >
                  <strong>{data.counts[tab] ?? 0}</strong>
                  <span>{t(`list.tab.${tab}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </DashboardCard>
  );
};
