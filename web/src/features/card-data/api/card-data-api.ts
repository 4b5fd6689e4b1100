import { slabworksApi } from '@/lib/api/slabworks-api';

// Albums change from the member's screens and show in the gallery: one tag each keeps both fresh.
const cardDataApi = slabworksApi.enhanceEndpoints({
  addTagTypes: ['Album', 'Gallery'],
  endpoints: {
    listAlbums: { providesTags: ['Album'] },
    getAlbum: { providesTags: ['Album'] },
    listAlbumEligibleCards: { providesTags: ['Album'] },
    createAlbum: { invalidatesTags: ['Album'] },
    updateAlbum: { invalidatesTags: ['Album', 'Gallery'] },
    deleteAlbum: { invalidatesTags: ['Album', 'Gallery'] },
    addAlbumCards: { invalidatesTags: ['Album', 'Gallery'] },
    removeAlbumCard: { invalidatesTags: ['Album', 'Gallery'] },
    setAlbumCover: { invalidatesTags: ['Album', 'Gallery'] },
    setAlbumVisibility: { invalidatesTags: ['Album', 'Gallery'] },
    listGalleryAlbums: { providesTags: ['Gallery'] },
    getGalleryAlbum: { providesTags: ['Gallery'] },
    likeAlbum: { invalidatesTags: ['Gallery'] },
    unlikeAlbum: { invalidatesTags: ['Gallery'] },
    // A challenge answers once: never serve one from the cache.
    getPopReportCaptcha: { keepUnusedDataFor: 0 },
  },
});

export const {
  useGetPopReportCaptchaQuery,
  useLazySearchPopReportQuery,
  useListAlbumsQuery,
  useGetAlbumQuery,
  useListAlbumEligibleCardsQuery,
  useCreateAlbumMutation,
  useUpdateAlbumMutation,
  useDeleteAlbumMutation,
  useAddAlbumCardsMutation,
  useRemoveAlbumCardMutation,
  useSetAlbumCoverMutation,
  useSetAlbumVisibilityMutation,
  useListGalleryAlbumsQuery,
  useGetGalleryAlbumQuery,
  useLikeAlbumMutation,
  useUnlikeAlbumMutation,
} = cardDataApi;
