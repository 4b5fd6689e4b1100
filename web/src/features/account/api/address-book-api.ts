import { accountCacheSeconds } from '@/config/constants';
import { invalidatedBy } from '@/lib/api/cache-tags';
import { slabworksApi } from '@/lib/api/slabworks-api';
import type { AddressRequestDto, ListAddressesApiResponse } from '@/lib/api/generated/slabworks-api';

// The address book (services/api/src/address): every change refreshes the list, dashboard included.
export type SavedAddress = ListAddressesApiResponse['data'][number];
export type AddressInput = AddressRequestDto;

const addressBookApi = slabworksApi.enhanceEndpoints({
  addTagTypes: ['AddressBook'],
  endpoints: {
    listAddresses: { providesTags: ['AddressBook'], keepUnusedDataFor: accountCacheSeconds },
    ...invalidatedBy('AddressBook', ['addAddress', 'updateAddress', 'removeAddress', 'makeDefaultAddress']),
  },
});

export const {
  useListAddressesQuery,
  useAddAddressMutation,
  useUpdateAddressMutation,
  useRemoveAddressMutation,
  useMakeDefaultAddressMutation,
} = addressBookApi;
