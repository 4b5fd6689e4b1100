import { lazy, Suspense } from 'react';

// The payment step sits below the quote: it loads after the form is on screen (the route stays small).
const PaymentFields = lazy(() => import('./payment-fields'));

export const LazyPaymentFields = () => (
  <Suspense fallback={null}>
    <PaymentFields />
  </Suspense>
);
