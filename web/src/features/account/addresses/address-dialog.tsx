import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import type { SavedAddress } from '../api/address-book-api';
import { AddressForm } from './address-form';

export type Editing = { mode: 'add' } | { mode: 'edit'; address: SavedAddress } | null;

/** The address book's add / edit dialog (loaded when a member first opens it: address-book.tsx). */
export const AddressDialog = ({
  editing,
  offerDefault,
  onClose,
}: {
  editing: Editing;
  offerDefault: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation('account');
  return (
    <Modal
      open={editing !== null}
      title={t(editing?.mode === 'edit' ? 'addresses.edit-title' : 'addresses.add-title')}
      footer={null}
      destroyOnHidden
      onCancel={onClose}
    >
      {editing && (
        <AddressForm
          editing={editing.mode === 'edit' ? editing.address : undefined}
          offerDefault={offerDefault}
          onDone={onClose}
        />
      )}
    </Modal>
  );
};
