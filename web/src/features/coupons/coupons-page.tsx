import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input/Input';
import Tabs from 'antd/es/tabs';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Currency } from '@slabworks/domain';
import { useAppSelector } from '@/app/hooks';
import { QueryView } from '@/components/ui/status-views';
import { serverMessageOf } from '@/lib/api/envelope';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import { useSession } from '@/lib/session/use-session';
import { useGetMyMembershipQuery, useListMyCouponsQuery, useRegisterCouponMutation } from './api/coupons-api';
import { CouponTicket } from './coupon-ticket';
import styles from './coupons.module.css';
import { MembershipCard } from './membership-card';

const TABS = ['usable', 'used', 'expired'] as const;
type Tab = (typeof TABS)[number];

/** /account/coupons (inside my page's frame): register a code, the member's coupons by tab with days to expiry (spec §3, §5). */
const CouponsPage = () => {
  const { t } = useTranslation('coupons');
  const language = useAppSelector(selectLanguage);
  const { user } = useSession();
  const currency: Currency = user?.supportRegionId === 'TW' ? 'TWD' : 'KRW';
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'usable';
  // Read afresh on every visit: an order placed or cancelled since holds or releases a coupon.
  const coupons = useListMyCouponsQuery(undefined, { refetchOnMountOrArgChange: true });
  const membership = useGetMyMembershipQuery();
  const [register, registering] = useRegisterCouponMutation();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<{ type: 'success' | 'error'; text: string }>();
  const isVip = membership.data?.type === 'VIP';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setMessage({ type: 'error', text: t('register.required') });
    const result = await register({ code });
    if ('error' in result)
      return setMessage({ type: 'error', text: serverMessageOf(result.error) ?? t('register.failed') });
    setMessage({ type: 'success', text: t('register.done', { name: result.data.name }) });
    setCode('');
    void coupons.refetch();
    setParams({});
  };

  const count = (key: Tab) => coupons.data?.filter((c) => c.tab === key).length ?? 0;
  return (
    <div className={styles.stack} data-testid="coupons-page">
      <MembershipCard />
      <Card title={t('register.title')}>
        {isVip ? (
          <Alert type="info" showIcon title={t('register.vip')} data-testid="coupons-vip" />
        ) : (
          <form className={styles.register} onSubmit={(e) => void submit(e)} noValidate>
            <Input
              id="coupon-code"
              aria-label={t('register.label')}
              placeholder={t('register.placeholder')}
              value={code}
              maxLength={64}
              onChange={(e) => setCode(e.target.value)}
              status={message?.type === 'error' ? 'error' : undefined}
              data-testid="coupon-code-input"
            />
            <Button
              type="primary"
              htmlType="submit"
              loading={registering.isLoading}
              data-testid="coupon-register"
            >
              {t('register.button')}
            </Button>
          </form>
        )}
        {message && (
          <Alert
            type={message.type}
            showIcon
            title={message.text}
            style={{ marginTop: 12 }}
            data-testid={message.type === 'error' ? 'coupon-register-error' : 'coupon-register-done'}
          />
        )}
      </Card>
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === 'usable' ? {} : { tab: key })}
          items={TABS.map((key) => ({
            key,
            label: (
              <span
                data-testid={`coupon-tab-${key}`}
              >{`${t(`tab.${key}`)} ${coupons.data ? count(key) : ''}`}</span>
            ),
          }))}
        />
        <QueryView
          query={coupons}
          isEmpty={(data) => data.every((c) => c.tab !== tab)}
          empty={t(`empty.${tab}`)}
        >
          {(data) => (
            <div className={styles.list} data-testid="coupon-list">
              {data
                .filter((c) => c.tab === tab)
                .map((coupon) => (
                  <CouponTicket key={coupon.id} coupon={coupon} currency={currency} language={language} />
                ))}
            </div>
          )}
        </QueryView>
      </Card>
    </div>
  );
};

export default CouponsPage;
