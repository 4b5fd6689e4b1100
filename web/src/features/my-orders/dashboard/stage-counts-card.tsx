import { useTranslation } from 'react-i18next';
import { DashboardCard } from '@/components/ui/dashboard-card';
import { QueryView } from '@/components/ui/status-views';
import { useOrdersInProcess } from './dashboard-orders';
import { countByStage } from './stage-counts';
import styles from './dashboard.module.css';
import { DISPLAY_STAGE_KEY, labelOf } from '@/lib/i18n-keys';

// Where the orders in process are: one line per display stage an order is in.
export const StageCountsCard = () => {
  const { t } = useTranslation('account');
  const query = useOrdersInProcess();
  return (
    <DashboardCard title={t('dashboard.stages.title')} testId="dashboard-stages">
      <QueryView query={query} isEmpty={(d) => d.items.length === 0} empty={t('dashboard.stages.empty')}>
        {(data) => (
          <ul className={styles.stageList}>
            {countByStage(data.items).map(({ stage, count }) => (
              <li key={stage} data-testid={`dashboard-stage-${stage}`}>
                <span>{labelOf(t, DISPLAY_STAGE_KEY, stage)}</span>
                <strong>{count}</strong>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </DashboardCard>
  );
};
