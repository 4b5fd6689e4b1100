import Spin from 'antd/es/spin';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useConsolePrefetch } from '@/lib/console/console-api';

// The screen (its forms' parts, the items table, the history, the ledger, the notes, the slab card) is
// asked for as the page mounts, beside the order's first read and its payment flags: until the order is
// here the screen shows no more than its loading state, which this page shows until both have arrived.
const loadScreen = () => import('./order-screen');
const OrderScreen = lazy(() => loadScreen().then((module) => ({ default: module.OrderScreen })));

/** /console/orders/:id: one order for the operator (order-screen.tsx). */
const ConsoleOrderPage = () => {
  const { id = '' } = useParams();
  const { i18n } = useTranslation('console');
  const prefetchOrder = useConsolePrefetch('consoleOrdersDetail');
  const prefetchFlags = useConsolePrefetch('paymentFlagsList');
  useEffect(() => {
    prefetchOrder({ id });
    prefetchFlags({ orderId: id });
    // The ledger and the summary word payment methods in the collector's words (account).
    void i18n.loadNamespaces('account');
  }, [id, i18n, prefetchOrder, prefetchFlags]);
  return (
    <Suspense fallback={<Spin size="large" data-testid="order-loading" />}>
      {/* Another order is another screen: what the operator was told about this one does not carry over. */}
      <OrderScreen key={id} id={id} />
    </Suspense>
  );
};

export default ConsoleOrderPage;
