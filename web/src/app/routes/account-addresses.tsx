import { useTranslation } from 'react-i18next';
import { AddressBook } from '@/features/account/addresses/address-book';
import { AccountPage } from '@/features/account/components/account-page';

const AccountAddressesRoute = () => {
  const { t } = useTranslation('account');
  return (
    <AccountPage title={t('addresses.title')} testId="addresses-page">
      <AddressBook />
    </AccountPage>
  );
};

export default AccountAddressesRoute;
