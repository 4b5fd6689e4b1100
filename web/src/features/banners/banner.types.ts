import type { DeviceType } from '@/lib/content-preview';

export type { DeviceType };
export type BannerType = 'TOP' | 'MAIN' | 'SUB';

export interface Banner {
  id: number;
  type: BannerType | string;
  deviceType: DeviceType | null;
  status: boolean;
  startAt: string;
  endAt: string;
  title?: string;
  fileInfo: { url: string };
  colorCode: string | null;
  landingUrl: string | null;
}
