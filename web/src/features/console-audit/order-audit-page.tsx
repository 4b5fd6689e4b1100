import { lazy, Suspense, useEffect } from 'react';
import Skeleton from 'antd/es/skeleton';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { serverCodeOf } from '@/lib/api/envelope';
import { useAuditOrdersEventsQuery } from './audit-api';
import { LoadFailedAlert } from '@/lib/console/load-failed-alert';

// The view (the time travel with its slider and state table, the event history with its filters) is asked
// for as the page mounts, beside the events' request: the page shows its skeleton until both are here.
const loadView = () => import('./order-audit-view');
const OrderAuditView = lazy(() => loadView().then((module) => ({ default: module.OrderAuditView })));
// antd's Result (with its illustrations) only for an order that does not exist.
const Result = lazy(() => import('antd/es/result'));

/** One order for the auditor: its every event, its state at any point, its history as a file. */
const OrderAuditPage = () => {
  const { t } = useTranslation('audit');
  const { orderId = '' } = useParams();
  const { data: events, isLoading, isError, error, refetch } = useAuditOrdersEventsQuery(orderId);
  useEffect(() => void loadView(), []);
  const back = (
    <Link to={`${paths.console}/audit`} data-testid="audit-back">
      ← {t('order.back')}
    </Link>
  );

  if (isLoading) return <Skeleton active />;
  if (isError || !events) {
    return serverCodeOf(error) === 'ORDER.NOT_FOUND' ? (
      <Suspense fallback={<Skeleton active />}>
        <Result status="404" title={t('order.notFound')} extra={back} />
      </Suspense>
    ) : (
      <LoadFailedAlert title={t('loadError')} retryLabel={t('retry')} onRetry={refetch} />
    );
  }
  return (
    <Suspense fallback={<Skeleton active />}>
      <OrderAuditView orderId={orderId} events={events} back={back} />
    </Suspense>
  );
};

export default OrderAuditPage;
