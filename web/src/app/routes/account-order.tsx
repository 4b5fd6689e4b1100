import { useParams } from 'react-router';
import { ErrorView, LoadingView } from '@/components/ui/status-views';
import { useGetOrderQuery } from '@/lib/api/generated/slabworks-api';
import { OrderDetailView, useLiveOrder } from '@/features/my-orders/components/order-detail-view';
import NotFoundRoute from './not-found';

// /account/order/:id — the order with its live progress and the actions its stage allows.
const AccountOrderRoute = () => {
  const { id = '' } = useParams();
  const query = useGetOrderQuery({ id });
  const order = query.data?.data;
  useLiveOrder(id, order?.revision, () => void query.refetch());

  if (query.isLoading) return <LoadingView />;
  if (query.isError && (query.error as { status?: unknown }).status === 404) return <NotFoundRoute />;
  if (!order) return <ErrorView onRetry={() => void query.refetch()} />;
  return <OrderDetailView order={order} reload={() => void query.refetch()} />;
};

export default AccountOrderRoute;
