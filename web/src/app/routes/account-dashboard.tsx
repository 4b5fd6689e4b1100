import { useTranslation } from 'react-i18next';
import { DashboardGrid } from '@/components/ui/dashboard-card';
import { DefaultAddressCard } from '@/features/account/addresses/default-address-card';
import { AccountPage } from '@/features/account/components/account-page';
import { MembershipDashboardCard } from '@/features/coupons/membership-dashboard-card';
import { ShortcutsCard } from '@/features/account/components/shortcuts-card';
import { InProcessCard } from '@/features/my-orders/dashboard/in-process-card';
import { OrderCountsCard } from '@/features/my-orders/dashboard/order-counts-card';
import { RecentOrdersCard } from '@/features/my-orders/dashboard/recent-orders-card';
import { StageCountsCard } from '@/features/my-orders/dashboard/stage-counts-card';

// /account/dashboard: small cards from each feature; a new card is one more child of the grid.
const AccountDashboardRoute = () => {
  const { t } = useTranslation('account');
  return (
    <AccountPage title={t('dashboard.title')} testId="dashboard-page">
      <DashboardGrid>
        <OrderCountsCard />
        <StageCountsCard />
        <DefaultAddressCard />
        <MembershipDashboardCard />
        <ShortcutsCard />
        <InProcessCard />
        <RecentOrdersCard />
      </DashboardGrid>
    </AccountPage>
  );
};

export default AccountDashboardRoute;
