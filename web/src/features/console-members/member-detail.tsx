import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldErrorsOf, serverMessageOf } from '@/lib/api/envelope';
import type { MemberRoleRequestDto } from '@/lib/api/generated/slabworks-api';
import {
  useConsoleMembersGetQuery,
  useMemberAdminOrdersQuery,
  useMemberAdminRestoreMutation,
  useMemberAdminSetNameMutation,
  useMemberAdminSetRoleMutation,
} from '@/lib/console/console-api';
import { useDateTime } from '@/lib/use-date-time';
import { DISPLAY_STAGE_KEY, labelOf, MEMBER_STATUS_KEY, ROLE_KEY } from '@/lib/i18n-keys';

type Role = MemberRoleRequestDto['role'];
const ROLES: Role[] = ['MEMBER', 'VIP', 'OPERATOR', 'AUDITOR', 'ADMIN'];

/** One member: status, contact, orders; set the role (VIP is a role) or restore a dormant account. */
export const MemberDetail = ({ id, onClose }: { id: string; onClose: () => void }) => {
  const { t } = useTranslation('console');
  const dateTime = useDateTime();
  const { data: member, isError } = useConsoleMembersGetQuery(id);
  const { data: orders, isLoading: ordersLoading } = useMemberAdminOrdersQuery(id);
  const [setRole, roleState] = useMemberAdminSetRoleMutation();
  const [restore, restoreState] = useMemberAdminRestoreMutation();
  const [setName, nameState] = useMemberAdminSetNameMutation();
  const [role, chooseRole] = useState<Role | null>(null);
  const [name, typeName] = useState<string | null>(null);
  const error = roleState.error ?? restoreState.error;
  const nameError = nameState.error
    ? (fieldErrorsOf(nameState.error).name ?? serverMessageOf(nameState.error))
    : undefined;

  return (
    <Drawer
      open
      width={560}
      title={member?.mbName || member?.mbNick || member?.mbEmail || ''}
      onClose={onClose}
      data-testid="member-detail"
    >
      {isError && <Alert type="error" title={t('members.loadFailed')} />}
      {member && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('members.nickname')}>{member.mbNick ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('members.email')}>{member.mbEmail}</Descriptions.Item>
            <Descriptions.Item label={t('members.phone')}>{member.mbPhone ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('members.status')}>
              <Tag data-testid="member-status">{labelOf(t, MEMBER_STATUS_KEY, member.mbStatus)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('members.region')}>{member.supportRegionId}</Descriptions.Item>
            <Descriptions.Item label={t('members.joined')}>{dateTime(member.createdAt)}</Descriptions.Item>
          </Descriptions>
          {/* The name history, audit and the console show beside the role: "Kim Anna (Operator)". */}
          <Form
            layout="inline"
            onFinish={() =>
              name !== null &&
              void setName({ id, memberNameRequestDto: { name } })
                .unwrap()
                .then(() => typeName(null))
                .catch(() => undefined)
            }
          >
            <Form.Item
              label={t('members.displayName')}
              htmlFor="member-display-name"
              validateStatus={nameError ? 'error' : undefined}
              help={nameError}
            >
              <Input
                id="member-display-name"
                value={name ?? member.mbName ?? ''}
                maxLength={40}
                style={{ width: 220 }}
                data-testid="member-name"
                onChange={(e) => typeName(e.target.value)}
              />
            </Form.Item>
            <Button
              htmlType="submit"
              disabled={name === null || name.trim() === (member.mbName ?? '')}
              loading={nameState.isLoading}
              data-testid="member-name-save"
            >
              {t('members.setName')}
            </Button>
          </Form>
          <Space wrap>
            <Select
              value={role ?? member.role}
              style={{ width: 180 }}
              aria-label={t('members.role')}
              data-testid="member-role"
              options={ROLES.map((r) => ({ value: r, label: labelOf(t, ROLE_KEY, r) }))}
              onChange={chooseRole}
            />
            <Button
              type="primary"
              disabled={!role || role === member.role}
              loading={roleState.isLoading}
              data-testid="member-role-save"
              onClick={() =>
                role &&
                void setRole({ id, memberRoleRequestDto: { role } })
                  .unwrap()
                  .then(() => chooseRole(null))
                  .catch(() => undefined)
              }
            >
              {t('members.setRole')}
            </Button>
            {member.mbStatus === 'DORMANCY' && (
              <Button
                loading={restoreState.isLoading}
                onClick={() =>
                  void restore(id)
                    .unwrap()
                    .catch(() => undefined)
                }
              >
                {t('members.restore')}
              </Button>
            )}
          </Space>
          {error && <Alert type="error" title={serverMessageOf(error) ?? t('members.failed')} />}
          <Typography.Title level={5}>{t('members.orders')}</Typography.Title>
          <Table
            rowKey="orderId"
            size="small"
            loading={ordersLoading}
            dataSource={orders ?? []}
            pagination={{ pageSize: 10 }}
            locale={{ emptyText: t('members.noOrders') }}
            columns={[
              {
                title: t('dashboard.orderNumber'),
                dataIndex: 'orderNumber',
                render: (n: string, row) => <Link to={`/console/orders/${row.orderId}`}>{n}</Link>,
              },
              {
                title: t('dashboard.stage'),
                dataIndex: 'displayStage',
                render: (s: string | null) => (s ? labelOf(t, DISPLAY_STAGE_KEY, s) : '—'),
              },
              {
                title: t('orders.amount'),
                dataIndex: 'totalAmount',
                align: 'right',
                render: (a: number, row) => `${a.toLocaleString()} ${row.currency}`,
              },
            ]}
          />
        </Space>
      )}
    </Drawer>
  );
};
