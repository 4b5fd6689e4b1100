import { useTranslation } from 'react-i18next';
import { LoadingView } from '@/components/ui/status-views';
import { AccountPage } from '@/features/account/components/account-page';
import { WithdrawalPanel } from '@/features/account/withdrawal/withdrawal-panel';
import { useListOrdersQuery } from '@/features/my-orders/api/my-orders-api';

// The orders in process are named before the member asks; the api still decides (and names them again).
const AccountWithdrawalRoute = () => {
  const { t } = useTranslation('account');
  const open = useListOrdersQuery({ tab: 'in-process', page: 1, size: 100 });
  return (
    <AccountPage title={t('withdrawal.title')} testId="withdrawal-page">
      {open.isLoading ? <LoadingView /> : <WithdrawalPanel openOrders={open.data?.items ?? []} />}
    </AccountPage>
  );
};

export default AccountWithdrawalRoute;
