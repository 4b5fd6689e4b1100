import Card from 'antd/es/card';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { QueryView } from '@/components/ui/status-views';
import { useGetMyMembershipQuery } from './api/coupons-api';
import { percentOf } from './coupon-format';
import styles from './coupons.module.css';

/** The member's tier (or VIP) and the rate pricing uses: for /account and /account/coupons. */
export const MembershipCard = () => {
  const { t } = useTranslation('coupons');
  const query = useGetMyMembershipQuery();
  return (
    <Card size="small" title={t('membership.title')} data-testid="membership-card">
      <QueryView query={query}>
        {(standing) => (
          <div className={styles.tier}>
            <span className={styles.tierName} data-testid="membership-tier">
              {standing.type === 'VIP' ? 'VIP' : (standing.tier?.name ?? t('membership.no-tier'))}
            </span>
            {standing.type === 'VIP' && <Tag color="gold">{t('membership.vip')}</Tag>}
            <span data-testid="membership-rate">
              {t('membership.rate', { rate: percentOf(standing.discountRateBp) })}
            </span>
            <span className={styles.hint}>
              {standing.type === 'VIP' ? t('membership.vip-hint') : t('membership.tier-hint')}
            </span>
          </div>
        )}
      </QueryView>
    </Card>
  );
};
