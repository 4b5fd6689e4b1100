import { accountCacheSeconds } from '@/config/constants';
import { slabworksApi } from '@/lib/api/slabworks-api';
import type { AddressRequestDto, ListAddressesApiResponse } from '@/lib/api/generated/slabworks-api';

// The address book (services/api/src/address): every change refreshes the list, dashboard included.
export type SavedAddress = ListAddressesApiResponse['data'][number];
export type AddressInput = AddressRequestDto;

const addressBookApi = slabworksApi.enhanceEndpoints({
  addTagTypes: ['AddressBook'],
  endpoints: {
    listAddresses: { providesTags: ['AddressBook'], keepUnusedDataFor: accountCacheSeconds },
    addAddress: { invalidatesTags: ['AddressBook'] },
    updateAddress: { invalidatesTags: ['AddressBook'] },
    removeAddress: { invalidatesTags: ['AddressBook'] },
    makeDefaultAddress: { invalidatesTags: ['AddressBook'] },
  },
});

export const {
  useListAddressesQuery,
  useAddAddressMutation,
  useUpdateAddressMutation,
  useRemoveAddressMutation,
  useMakeDefaultAddressMutation,
} = addressBookApi;
