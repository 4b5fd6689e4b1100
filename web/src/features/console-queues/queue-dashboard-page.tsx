import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import styles from './queue-dashboard-page.module.css';

// The api serves @bull-board itself (ADMIN, same session cookie); the console frames it.
export const QUEUE_DASHBOARD_URL = '/api/console/queues';

const QueueDashboardPage = () => {
  const { t } = useTranslation('console');
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <Typography.Title level={3}>{t('queues.title')}</Typography.Title>
        <a href={QUEUE_DASHBOARD_URL} target="_blank" rel="noreferrer" data-testid="queues-open">
          {t('queues.open')}
        </a>
      </div>
      <Typography.Paragraph type="secondary">{t('queues.body')}</Typography.Paragraph>
      <iframe
        className={styles.frame}
        src={QUEUE_DASHBOARD_URL}
        title={t('queues.title')}
        data-testid="queues-frame"
      />
    </div>
  );
};

export default QueueDashboardPage;
