import { useState } from 'react';
import Card from 'antd/es/card';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { serverCodeOf } from '@/lib/api/envelope';
import { useAuditOrdersEventsQuery } from './audit-api';
import { EventHistory } from './event-history';
import { OrderExportButton } from './order-export-button';
import { TimeTravel, type TravelPoint } from './time-travel';
import styles from './audit.module.css';
import { LoadFailedAlert } from '@/lib/console/load-failed-alert';

const orderNumberIn = (data: unknown) => {
  const value = (data as { orderNumber?: unknown } | null)?.orderNumber;
  return typeof value === 'string' ? value : undefined;
};

/** One order for the auditor: its every event, its state at any point, its history as a file. */
const OrderAuditPage = () => {
  const { t } = useTranslation('audit');
  const { orderId = '' } = useParams();
  const { data: events, isLoading, isError, error, refetch } = useAuditOrdersEventsQuery(orderId);
  const [point, setPoint] = useState<TravelPoint | null>(null);
  const back = (
    <Link to={`${paths.console}/audit`} data-testid="audit-back">
      ← {t('order.back')}
    </Link>
  );

  if (isLoading) return <Skeleton active />;
  if (isError || !events) {
    return serverCodeOf(error) === 'ORDER.NOT_FOUND' ? (
      <Result status="404" title={t('order.notFound')} extra={back} />
    ) : (
      <LoadFailedAlert title={t('loadError')} retryLabel={t('retry')} onRetry={refetch} />
    );
  }
  const lastRevision = events[events.length - 1]!.revision;
  const shown = point ?? { revision: lastRevision };
  const number = events.map((e) => orderNumberIn(e.data)).find(Boolean) ?? orderId;

  return (
    <div className={styles.page} data-testid="audit-order">
      {back}
      <div>
        <Typography.Title level={3} style={{ marginBottom: 0 }} data-testid="audit-order-title">
          {t('order.title', { number })}
        </Typography.Title>
        <Typography.Text type="secondary">{t('order.events', { count: events.length })}</Typography.Text>
      </div>
      <OrderExportButton orderId={orderId} />
      <Card title={t('order.timeTravel')} size="small">
        <TimeTravel orderId={orderId} lastRevision={lastRevision} point={shown} onPoint={setPoint} />
      </Card>
      <Card title={t('order.history')} size="small">
        <EventHistory
          events={events}
          selectedRevision={'revision' in shown ? shown.revision : undefined}
          onSelect={(revision) => setPoint({ revision })}
        />
      </Card>
    </div>
  );
};

export default OrderAuditPage;
