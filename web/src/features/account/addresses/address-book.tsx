import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '@/components/ui/status-views';
import { useToast } from '@/components/toasts/use-toast';
import { serverMessageOf } from '@/lib/api/envelope';
import {
  useListAddressesQuery,
  useMakeDefaultAddressMutation,
  useRemoveAddressMutation,
  type SavedAddress,
} from '../api/address-book-api';
import { ConfirmButton } from '../components/confirm-button';
import type { Editing } from './address-dialog';
import { AddressLines } from './address-lines';
import styles from '../components/account.module.css';

// The add / edit dialog (antd's Modal, Form and inputs) loads when a member first opens it; it then stays
// mounted, so it closes as before.
const AddressDialog = lazy(() =>
  import('./address-dialog').then((module) => ({ default: module.AddressDialog })),
);

// The address book: list, add, edit, make default, delete with confirmation; the default stays (spec §5).
export const AddressBook = () => {
  const { t } = useTranslation('account');
  const toast = useToast();
  const query = useListAddressesQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const [dialogOpened, setDialogOpened] = useState(false);
  if (editing !== null && !dialogOpened) setDialogOpened(true);
  const [remove] = useRemoveAddressMutation();
  const [makeDefault] = useMakeDefaultAddressMutation();

  const onRemove = async (address: SavedAddress) => {
    const result = await remove(address.id);
    if ('error' in result) toast(serverMessageOf(result.error) ?? t('addresses.delete-failed'), 'error');
    else toast(t('addresses.deleted'), 'success');
  };
  const onDefault = async (address: SavedAddress) => {
    const result = await makeDefault(address.id);
    if ('error' in result) toast(serverMessageOf(result.error) ?? t('addresses.edit-failed'), 'error');
    else toast(t('addresses.default-set'), 'success');
  };

  return (
    <div className={styles.stack} data-testid="address-book">
      <div className={styles.toolbar}>
        <Button type="primary" onClick={() => setEditing({ mode: 'add' })} data-testid="address-add">
          {t('addresses.add')}
        </Button>
      </div>
      <QueryView query={query} isEmpty={(rows) => rows.length === 0} empty={t('addresses.empty')}>
        {(rows) => (
          <ul className={styles.cards}>
            {rows.map((address) => (
              <li key={address.id} className={styles.card} data-testid="address-card">
                <div className={styles.cardHead}>
                  <strong data-testid="address-card-name">{address.name}</strong>
                  {address.isDefault && (
                    <Tag color="purple" data-testid="address-default-tag">
                      {t('addresses.default')}
                    </Tag>
                  )}
                </div>
                <AddressLines address={address} />
                <div className={styles.cardActions}>
                  <Button
                    size="small"
                    onClick={() => setEditing({ mode: 'edit', address })}
                    data-testid="address-edit"
                  >
                    {t('addresses.edit')}
                  </Button>
                  {!address.isDefault && (
                    <Button
                      size="small"
                      onClick={() => void onDefault(address)}
                      data-testid="address-make-default"
                    >
                      {t('addresses.set-default')}
                    </Button>
                  )}
                  {address.isDefault ? (
                    <>
                      <Button size="small" danger disabled data-testid="address-delete">
                        {t('addresses.delete')}
                      </Button>
                      <span className={styles.note} data-testid="address-default-note">
                        {t('addresses.default-not-deletable')}
                      </span>
                    </>
                  ) : (
                    <ConfirmButton
                      title={t('addresses.delete-confirm', { name: address.name })}
                      okText={t('addresses.delete')}
                      cancelText={t('addresses.cancel')}
                      okTestId="address-delete-confirm"
                      onConfirm={() => onRemove(address)}
                      buttonProps={{ size: 'small', danger: true, 'data-testid': 'address-delete' }}
                    >
                      {t('addresses.delete')}
                    </ConfirmButton>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {dialogOpened && (
        <Suspense fallback={null}>
          <AddressDialog
            editing={editing}
            offerDefault={(query.data?.length ?? 0) > 0}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </div>
  );
};
