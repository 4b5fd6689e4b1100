import Card from 'antd/es/card';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '@/lib/api/envelope';
import {
  useListMembershipTiersQuery,
  useSetMemberDiscountRateMutation,
  useSetMemberTierMutation,
  type MemberView,
} from './coupons-console-api';
import { MemberPicker } from './member-picker';
import { PageNotice, type Notice } from './page-notice';

// The tiers' table with its rate inputs and the form that adds a tier (the form engine) is asked for as the
// page mounts, beside the tiers' request.
const loadTiers = () => import('./membership-tiers');
const MembershipTiers = lazy(() => loadTiers().then((module) => ({ default: module.MembershipTiers })));
// A chosen member's tier and rate (with antd's Select) load once a member is chosen.
const MemberMembership = lazy(() =>
  import('./member-membership').then((module) => ({ default: module.MemberMembership })),
);

/** ADMIN: membership tiers (name, rate), a member's tier and a VIP's own rate. */
const ConsoleMembershipPage = () => {
  const { t } = useTranslation('coupons-console');
  const tiers = useListMembershipTiersQuery();
  const [setTier, settingTier] = useSetMemberTierMutation();
  const [setRate, settingRate] = useSetMemberDiscountRateMutation();
  const [member, setMember] = useState<MemberView>();
  const [tierId, setTierId] = useState<string | null>(null);
  const [ratePercent, setRatePercent] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>();
  useEffect(() => void loadTiers(), []);

  const answer = (result: { error?: unknown; data?: unknown }, ok: string) => {
    if ('error' in result && result.error)
      setNotice({ type: 'error', text: serverMessageOf(result.error as never) ?? t('error') });
    else setNotice({ type: 'success', text: ok });
  };

  return (
    <div data-testid="console-membership">
      <Typography.Title level={3}>{t('membership.title')}</Typography.Title>
      <PageNotice notice={notice} onClose={() => setNotice(undefined)} testId="console-membership-notice" />
      <Card title={t('membership.tiers')} style={{ marginBottom: 16 }}>
        <Suspense fallback={<Spin data-testid="tier-rows-loading" />}>
          <MembershipTiers tiers={tiers} answer={answer} />
        </Suspense>
      </Card>
      <Card title={t('membership.member')}>
        <MemberPicker
          multiple={false}
          selected={member ? [member.id] : []}
          onSelect={([m]) => {
            setMember(m);
            setRatePercent(m ? m.membership.discountRateBp / 100 : null);
          }}
        />
        {member && (
          <Suspense fallback={<Spin data-testid="member-membership-loading" />}>
            <MemberMembership
              member={member}
              tiers={tiers.data ?? []}
              tierId={tierId}
              onTierId={setTierId}
              ratePercent={ratePercent}
              onRatePercent={setRatePercent}
              settingTier={settingTier.isLoading}
              onSetTier={() =>
                void setTier({ id: member.id, memberTierRequestDto: { tierId } }).then((r) =>
                  answer(r, t('membership.saved')),
                )
              }
              settingRate={settingRate.isLoading}
              onSetRate={() =>
                void setRate({
                  id: member.id,
                  memberDiscountRateRequestDto: { discountRateBp: Math.round((ratePercent ?? 0) * 100) },
                }).then((r) => answer(r, t('membership.saved')))
              }
            />
          </Suspense>
        )}
      </Card>
    </div>
  );
};

export default ConsoleMembershipPage;
