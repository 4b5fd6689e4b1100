import { useState } from 'react';
import Alert from 'antd/es/alert';
import Input from 'antd/es/input';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { MemberView } from '@/lib/api/generated/slabworks-api';
import { useMemberAdminSearchQuery } from '../api/console-api';
import { openingColumn, sidewaysScroll } from '../shared/table-columns';
import { MemberDetail } from './member-detail';

const PAGE = 20;

/** ADMIN: find a member by e-mail, nickname or phone; open one for status, orders, role and restore. */
const MembersPage = () => {
  const { t } = useTranslation('console');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const { data, isFetching, isError } = useMemberAdminSearchQuery({
    q: q || undefined,
    offset: (page - 1) * PAGE,
    limit: PAGE,
  });

  return (
    <div data-testid="console-members">
      <Typography.Title level={3}>{t('members.title')}</Typography.Title>
      <Input.Search
        allowClear
        placeholder={t('members.search')}
        aria-label={t('members.search')}
        data-testid="members-search"
        style={{ maxWidth: 420, marginBottom: 16 }}
        onSearch={(value) => {
          setQ(value.trim());
          setPage(1);
        }}
      />
      {isError && <Alert type="error" title={t('members.loadFailed')} style={{ marginBottom: 16 }} />}
      {open && <MemberDetail id={open} onClose={() => setOpen(null)} />}
      <Table<MemberView>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data?.rows ?? []}
        {...sidewaysScroll(760)}
        locale={{ emptyText: t('members.empty') }}
        onRow={(row) => ({ onClick: () => setOpen(row.id), style: { cursor: 'pointer' } })}
        pagination={{
          current: page,
          pageSize: PAGE,
          total: data?.count ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          openingColumn<MemberView>({
            title: t('members.nickname'),
            dataIndex: 'mbNick',
            render: (nick: string | null, row) => (
              <a data-testid="member-open" onClick={() => setOpen(row.id)}>
                {nick ?? row.mbId}
              </a>
            ),
          }),
          { title: t('members.email'), dataIndex: 'mbEmail' },
          { title: t('members.phone'), dataIndex: 'mbPhone' },
          {
            title: t('members.role'),
            dataIndex: 'role',
            render: (role: string) => <Tag>{t(`role.${role}`)}</Tag>,
          },
          {
            title: t('members.status'),
            dataIndex: 'mbStatus',
            render: (s: string) => (
              <Tag color={s === 'APPROVED' ? 'green' : 'orange'}>{t(`members.statusOf.${s}`)}</Tag>
            ),
          },
          {
            title: t('members.joined'),
            dataIndex: 'createdAt',
            render: (at: string) => new Date(at).toLocaleDateString(),
          },
        ]}
      />
    </div>
  );
};

export default MembersPage;
