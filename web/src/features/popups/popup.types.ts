import type { DeviceType } from '@/features/banners/banner.types';

export interface Popup {
  id: number;
  type: 'POPUP';
  deviceType: DeviceType;
  imageUrl: string;
  landingUrl: string | null;
  title?: string;
}
