import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '@/lib/api/envelope';
import {
  useCreateMembershipTierMutation,
  useListMembershipTiersQuery,
  useSetMemberDiscountRateMutation,
  useSetMemberTierMutation,
  useUpdateMembershipTierMutation,
  type MemberView,
} from './coupons-console-api';
import { MemberPicker } from './member-picker';
import { PageNotice, type Notice } from './page-notice';

/** ADMIN: membership tiers (name, rate), a member's tier and a VIP's own rate. */
const ConsoleMembershipPage = () => {
  const { t } = useTranslation('coupons-console');
  const tiers = useListMembershipTiersQuery();
  const [createTier, creatingTier] = useCreateMembershipTierMutation();
  const [updateTier] = useUpdateMembershipTierMutation();
  const [setTier, settingTier] = useSetMemberTierMutation();
  const [setRate, settingRate] = useSetMemberDiscountRateMutation();
  const [member, setMember] = useState<MemberView>();
  const [tierId, setTierId] = useState<string | null>(null);
  const [ratePercent, setRatePercent] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>();
  const [form] = Form.useForm<{ name: string; ratePercent: number }>();

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
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          loading={tiers.isFetching}
          dataSource={tiers.data ?? []}
          locale={{ emptyText: tiers.isError ? t('error') : t('membership.no-tiers') }}
          data-testid="tier-rows"
          columns={[
            { title: t('membership.name'), dataIndex: 'name' },
            {
              title: t('membership.rate'),
              render: (_, tier) => (
                <InputNumber
                  defaultValue={tier.discountRateBp / 100}
                  min={0}
                  max={100}
                  suffix="%"
                  onBlur={(e) => {
                    const value = Number(e.target.value);
                    if (Number.isFinite(value) && Math.round(value * 100) !== tier.discountRateBp)
                      void updateTier({
                        id: tier.id,
                        membershipTierRequestDto: {
                          name: tier.name,
                          discountRateBp: Math.round(value * 100),
                        },
                      }).then((r) => answer(r, t('membership.saved')));
                  }}
                />
              ),
            },
            { title: t('membership.members'), dataIndex: 'members' },
          ]}
        />
        <Form
          form={form}
          layout="inline"
          style={{ marginTop: 12, rowGap: 8 }}
          onFinish={(v) =>
            void createTier({ name: v.name, discountRateBp: Math.round(v.ratePercent * 100) }).then((r) => {
              answer(r, t('membership.saved'));
              if (!('error' in r)) form.resetFields();
            })
          }
        >
          <Form.Item name="name" rules={[{ required: true, message: t('form.required') }]}>
            <Input placeholder={t('membership.name')} maxLength={30} data-testid="tier-name" />
          </Form.Item>
          <Form.Item name="ratePercent" rules={[{ required: true, message: t('form.required') }]}>
            <InputNumber
              placeholder={t('membership.rate')}
              min={0}
              max={100}
              suffix="%"
              data-testid="tier-rate"
            />
          </Form.Item>
          <Button htmlType="submit" loading={creatingTier.isLoading} data-testid="tier-add">
            {t('membership.add')}
          </Button>
        </Form>
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
          <Space wrap style={{ marginTop: 12 }} data-testid="member-membership">
            <span>{member.mbNick ?? member.mbEmail}</span>
            <Select
              style={{ minWidth: 180 }}
              value={tierId}
              onChange={setTierId}
              options={[
                { value: null as never, label: t('membership.no-tier') },
                ...(tiers.data ?? []).map((tier) => ({
                  value: tier.id,
                  label: `${tier.name} (${tier.discountRateBp / 100}%)`,
                })),
              ]}
              data-testid="member-tier"
            />
            <Button
              loading={settingTier.isLoading}
              data-testid="member-set-tier"
              onClick={() =>
                void setTier({ id: member.id, memberTierRequestDto: { tierId } }).then((r) =>
                  answer(r, t('membership.saved')),
                )
              }
            >
              {t('membership.set-tier')}
            </Button>
            <InputNumber
              value={ratePercent}
              onChange={setRatePercent}
              min={0}
              max={100}
              suffix="%"
              data-testid="member-rate"
            />
            <Button
              loading={settingRate.isLoading}
              onClick={() =>
                void setRate({
                  id: member.id,
                  memberDiscountRateRequestDto: { discountRateBp: Math.round((ratePercent ?? 0) * 100) },
                }).then((r) => answer(r, t('membership.saved')))
              }
            >
              {t('membership.set-rate')}
            </Button>
            <span>{member.role === 'VIP' ? t('membership.vip-rate-hint') : t('membership.rate-hint')}</span>
          </Space>
        )}
      </Card>
    </div>
  );
};

export default ConsoleMembershipPage;
