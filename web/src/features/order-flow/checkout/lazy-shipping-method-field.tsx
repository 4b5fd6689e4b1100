import { lazy, Suspense } from 'react';

// Radio buttons come with the payment step's chunk: the method choice loads after the first fields.
const ShippingMethodField = lazy(() => import('./shipping-method-field'));

export const LazyShippingMethodField = () => (
  <Suspense fallback={null}>
    <ShippingMethodField />
  </Suspense>
);
