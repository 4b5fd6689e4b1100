import type { DeviceType } from '@/lib/content-preview';

export interface Popup {
  id: number;
  type: 'POPUP';
  deviceType: DeviceType;
  imageUrl: string;
  landingUrl: string | null;
  title?: string;
}
