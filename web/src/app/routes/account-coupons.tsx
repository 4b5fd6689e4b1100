import { useTranslation } from 'react-i18next';
import { AccountPage } from '@/features/account/components/account-page';
import CouponsPage from '@/features/coupons/coupons-page';

// /account/coupons: the coupons feature's screen inside my page's frame (section links, title).
const AccountCouponsRoute = () => {
  const { t } = useTranslation('coupons');
  return (
    <AccountPage title={t('title')} testId="account-coupons">
      <CouponsPage />
    </AccountPage>
  );
};

export default AccountCouponsRoute;
