import Button from 'antd/es/button';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import type { MemberView } from './coupons-console-api';

/**
 * The member chosen on the membership screen: their tier and their own rate, each saved by its button
 * (console-membership-page keeps the values and loads this module once a member is chosen).
 */
export const MemberMembership = ({
  member,
  tiers,
  tierId,
  onTierId,
  ratePercent,
  onRatePercent,
  onSetTier,
  settingTier,
  onSetRate,
  settingRate,
}: {
  member: MemberView;
  tiers: { id: string; name: string; discountRateBp: number }[];
  tierId: string | null;
  onTierId: (tierId: string | null) => void;
  ratePercent: number | null;
  onRatePercent: (ratePercent: number | null) => void;
  onSetTier: () => void;
  settingTier: boolean;
  onSetRate: () => void;
  settingRate: boolean;
}) => {
  const { t } = useTranslation('coupons-console');
  return (
    <Space wrap style={{ marginTop: 12 }} data-testid="member-membership">
      <span>{member.mbNick ?? member.mbEmail}</span>
      <Select
        style={{ minWidth: 180 }}
        value={tierId}
        onChange={onTierId}
        options={[
          { value: null as never, label: t('membership.no-tier') },
          ...tiers.map((tier) => ({
            value: tier.id,
            label: `${tier.name} (${tier.discountRateBp / 100}%)`,
          })),
        ]}
        data-testid="member-tier"
      />
      <Button loading={settingTier} data-testid="member-set-tier" onClick={onSetTier}>
        {t('membership.set-tier')}
      </Button>
      <InputNumber
        value={ratePercent}
        onChange={onRatePercent}
        min={0}
        max={100}
        suffix="%"
        data-testid="member-rate"
      />
      <Button loading={settingRate} onClick={onSetRate}>
        {t('membership.set-rate')}
      </Button>
      <span>{member.role === 'VIP' ? t('membership.vip-rate-hint') : t('membership.rate-hint')}</span>
    </Space>
  );
};
