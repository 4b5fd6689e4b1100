import { slabworksApi } from '@/lib/api/slabworks-api';

// A language switch refetches them (the 'Content' tag).
const popupsApi = slabworksApi.enhanceEndpoints({
  endpoints: { popupList: { providesTags: ['Content'] } },
});

export const { usePopupListQuery } = popupsApi;
