import type { BannerListApiResponse } from '@/lib/api/generated/slabworks-api';
import type { DeviceType } from '@/lib/content-preview';

export type { DeviceType };
/** A banner as the api lists it (generated from its OpenAPI document). */
export type Banner = BannerListApiResponse['data']['rows'][number];
export type BannerType = Banner['type'];
