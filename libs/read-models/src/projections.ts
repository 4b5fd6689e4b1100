import { certificationRegistryProjection } from './certifications/certification-registry.projection';
import { ordersProjection } from './orders/orders.projection';

/** Every projection the worker runs, by name (npm run projections:rebuild -- <name>). */
export const PROJECTIONS = [ordersProjection, certificationRegistryProjection] as const;
