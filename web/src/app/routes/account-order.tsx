import { useState } from 'react';
import { useParams } from 'react-router';
import { ErrorView, LoadingView } from '@/components/ui/status-views';
import { useGetOrderQuery } from '@/features/my-orders/api/my-orders-api';
import { OrderDetailView, useLiveOrder } from '@/features/my-orders/components/order-detail-view';
import NotFoundRoute from './not-found';

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

  if (!order && query.isFetching) return <LoadingView />;
  if (!order && (query.error as { status?: unknown } | undefined)?.status === 404) return <NotFoundRoute />;
  if (!order) return <ErrorView onRetry={() => void query.refetch()} />;
  return <OrderDetailView order={order} reload={reload} />;
};

export default AccountOrderRoute;
