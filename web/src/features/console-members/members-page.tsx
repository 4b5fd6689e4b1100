import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from 'antd/es/alert';
import Spin from 'antd/es/spin';
import Search from 'antd/es/input/Search';
import { ConsoleTable } from '@/lib/console/console-table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { MemberView } from '@/lib/api/generated/slabworks-api';
import { useMemberAdminSearchQuery } from '@/lib/console/console-api';
import { openingColumn, sidewaysScroll } from '@/lib/console/table-columns';
import { useDateTime } from '@/lib/use-date-time';
import { labelOf, MEMBER_STATUS_KEY, ROLE_KEY } from '@/lib/i18n-keys';
import { serverPaging } from '@/lib/server-paging';

const PAGE = 20;

// A member's drawer (its form, the role Select, the orders table) loads when one is first opened.
const MemberDetail = lazy(() =>
  import('./member-detail').then((module) => ({ default: module.MemberDetail })),
);

/** ADMIN: find a member by e-mail, nickname or phone; open one for status, orders, role and restore. */
const MembersPage = () => {
  const { t } = useTranslation('console');
  const dateTime = useDateTime();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  // The member opened is in the address (?member=<id>): the order screen links to it.
  const [params, setParams] = useSearchParams();
  const open = params.get('member');
  const setOpen = (id: string | null) =>
    setParams(
      (all) => {
        const next = new URLSearchParams(all);
        if (id) next.set('member', id);
        else next.delete('member');
        return next;
      },
      { replace: true },
    );
  const { data, isFetching, isError } = useMemberAdminSearchQuery({
    q: q || undefined,
    offset: (page - 1) * PAGE,
    limit: PAGE,
  });

  return (
    <div data-testid="console-members">
      <Typography.Title level={3}>{t('members.title')}</Typography.Title>
      <Search
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
      {open && (
        <Suspense fallback={<Spin data-testid="member-detail-loading" />}>
          <MemberDetail id={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
      <ConsoleTable<MemberView>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data?.rows ?? []}
        {...sidewaysScroll(760)}
        locale={{ emptyText: t('members.empty') }}
        onRow={(row) => ({ onClick: () => setOpen(row.id), style: { cursor: 'pointer' } })}
        pagination={serverPaging(page, PAGE, data?.count, setPage)}
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
            render: (role: string) => <Tag>{labelOf(t, ROLE_KEY, role)}</Tag>,
          },
          {
            title: t('members.status'),
            dataIndex: 'mbStatus',
            render: (s: string) => (
              <Tag color={s === 'APPROVED' ? 'green' : 'orange'}>{labelOf(t, MEMBER_STATUS_KEY, s)}</Tag>
            ),
          },
          {
            title: t('members.joined'),
            dataIndex: 'createdAt',
            render: (at: string) => dateTime.date(at),
          },
        ]}
      />
    </div>
  );
};

export default MembersPage;
