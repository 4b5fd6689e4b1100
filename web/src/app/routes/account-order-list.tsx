import { useTranslation } from 'react-i18next';
import { AccountPage } from '@/features/account/components/account-page';
import { MyOrderList } from '@/features/my-orders/components/my-order-list';

// /account/orderList (also /account/list, /account/order/): the member's orders by tab.
const AccountOrderListRoute = () => {
  const { t } = useTranslation('account');
  return (
    <AccountPage title={t('list.title')} testId="order-list-page">
      <MyOrderList />
    </AccountPage>
  );
};

export default AccountOrderListRoute;
