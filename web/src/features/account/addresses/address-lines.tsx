import type { SavedAddress } from '../api/address-book-api';

/** How a saved address reads everywhere on my page (book and dashboard). */
export const AddressLines = ({ address }: { address: SavedAddress }) => (
  <>
    <div>
      {address.recipient} · {address.phone}
    </div>
    <div>
      ({address.postalCode}) {address.address1}
      {address.address2 ? ` ${address.address2}` : ''}
    </div>
    {address.memo && <div>{address.memo}</div>}
  </>
);
