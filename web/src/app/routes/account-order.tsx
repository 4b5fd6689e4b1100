import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { ErrorView, LoadingView } from '@/components/ui/status-views';
import { useGetOrderQuery } from '@/features/my-orders/api/my-orders-api';
import { useLiveOrder } from '@/features/my-orders/live/use-live-order';
import NotFoundRoute from './not-found';

// The order's view (antd's Table, Steps, Descriptions) is asked for as the page mounts, beside the order's
// request: the page shows its loading state until both are here.
const loadView = () => import('@/features/my-orders/components/order-detail-view');
const OrderDetailView = lazy(() => loadView().then((module) => ({ default: module.OrderDetailView })));

// /account/order/:id — the order with its live progress and the actions its stage allows.
const AccountOrderRoute = () => {
  const { id = '' } = useParams();
  // The newest revision we know of (a write's answer, a live event): the api waits until its read
  // model has it, so the page never shows an older state after a change.
  const [minRevision, setMinRevision] = useState<number | undefined>();
  const query = useGetOrderQuery({ id, minRevision });
  const order = query.data;
  const reload = (revision?: number) => {
    if (revision === undefined || (minRevision !== undefined && revision <= minRevision))
      void query.refetch();
    else setMinRevision(revision);
  };
  useLiveOrder(id, order?.revision, reload);
  useEffect(() => void loadView(), []);

  if (!order && query.isFetching) return <LoadingView />;
  if (!order && (query.error as { status?: unknown } | undefined)?.status === 404) return <NotFoundRoute />;
  if (!order) return <ErrorView onRetry={() => void query.refetch()} />;
  return (
    <Suspense fallback={<LoadingView />}>
      <OrderDetailView order={order} reload={reload} />
    </Suspense>
  );
};

export default AccountOrderRoute;
