import { useTranslation } from 'react-i18next';
import { DashboardCard } from '@/components/ui/dashboard-card';
import { QueryView } from '@/components/ui/status-views';
import { paths } from '@/config/paths';
import { useGetMyMembershipQuery, useListMyCouponsQuery } from './api/coupons-api';
import { percentOf } from './coupon-format';
import styles from './coupons.module.css';

/** The dashboard's membership card: tier (or VIP), the rate, and how many coupons are usable. */
export const MembershipDashboardCard = () => {
  const { t } = useTranslation('coupons');
  const membership = useGetMyMembershipQuery();
  const isVip = membership.data?.type === 'VIP';
  const coupons = useListMyCouponsQuery(undefined, {
    skip: !membership.data || isVip,
    refetchOnMountOrArgChange: true,
  });
  const usable = coupons.data?.filter((c) => c.tab === 'usable').length;
  return (
    <DashboardCard
      title={t('membership.title')}
      testId="dashboard-membership"
      more={{ to: paths.accountCoupons, label: t('dashboard.coupons') }}
    >
      <QueryView query={membership}>
        {(standing) => (
          <div className={styles.tier}>
            <span className={styles.tierName} data-testid="dashboard-tier">
              {standing.type === 'VIP' ? 'VIP' : (standing.tier?.name ?? t('membership.no-tier'))}
            </span>
            <span>{t('membership.rate', { rate: percentOf(standing.discountRateBp) })}</span>
            {!isVip && usable !== undefined && (
              <span data-testid="dashboard-usable-coupons">{t('dashboard.usable', { count: usable })}</span>
            )}
          </div>
        )}
      </QueryView>
    </DashboardCard>
  );
};
