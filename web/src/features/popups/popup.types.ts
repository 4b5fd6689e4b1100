import type { PopupListApiResponse } from '@/lib/api/generated/slabworks-api';

/** A popup as the api lists it (generated from its OpenAPI document). */
export type Popup = PopupListApiResponse['data']['rows'][number];
