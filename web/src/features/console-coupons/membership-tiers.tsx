import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import InputNumber from 'antd/es/input-number';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import {
  useCreateMembershipTierMutation,
  useUpdateMembershipTierMutation,
  type useListMembershipTiersQuery,
} from './coupons-console-api';

type Tier = NonNullable<ReturnType<typeof useListMembershipTiersQuery>['data']>[number];

/**
 * The membership tiers with their rates (each changed in place) and the form that adds one
 * (console-membership-page loads this module beside the tiers' request).
 */
export const MembershipTiers = ({
  tiers,
  answer,
}: {
  tiers: ReturnType<typeof useListMembershipTiersQuery>;
  /** Says what the write came to, above the screen. */
  answer: (result: { error?: unknown; data?: unknown }, ok: string) => void;
}) => {
  const { t } = useTranslation('coupons-console');
  const [createTier, creatingTier] = useCreateMembershipTierMutation();
  const [updateTier] = useUpdateMembershipTierMutation();
  const [form] = Form.useForm<{ name: string; ratePercent: number }>();
  return (
    <>
      <Table<Tier>
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
    </>
  );
};
