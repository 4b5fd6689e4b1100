import type { ApiEnvelope } from '@slabworks/contracts';
import { baseApi } from '@/lib/api/base-api';
import type { ListData } from '@/lib/api/envelope';
import type { DeviceType } from '@/lib/content-preview';
import type { Language } from '@/lib/languages';
import type { Popup } from '../popup.types';

const popupsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPopups: build.query<Popup[], { deviceType: DeviceType; lang: Language }>({
      query: ({ deviceType }) => ({ url: '/api/popup/list', params: { deviceType, type: 'POPUP' } }),
      transformResponse: (response: ApiEnvelope<ListData<Popup>>) => response.data?.rows ?? [],
    }),
  }),
});

export const { useGetPopupsQuery } = popupsApi;
