import Search from 'antd/es/input/Search';
import { ConsoleTable } from '@/lib/console/console-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberAdminSearchQuery, type MemberView } from './coupons-console-api';

/** Find members by e-mail, nickname or phone and choose one or many. */
export const MemberPicker = ({
  multiple,
  selected,
  onSelect,
}: {
  multiple: boolean;
  selected: string[];
  onSelect: (members: MemberView[]) => void;
}) => {
  const { t } = useTranslation('coupons-console');
  const [q, setQ] = useState('');
  const search = useMemberAdminSearchQuery({ q: q || undefined, offset: 0, limit: 10 });
  return (
    <div>
      <Search
        placeholder={t('members.search')}
        allowClear
        onSearch={(value) => setQ(value.trim())}
        style={{ maxWidth: 360, marginBottom: 8 }}
        data-testid="member-search"
      />
      <ConsoleTable
        rowKey="id"
        size="small"
        loading={search.isFetching}
        pagination={false}
        scroll={{ x: true }}
        dataSource={search.data?.rows ?? []}
        locale={{ emptyText: search.isError ? t('error') : t('members.empty') }}
        rowSelection={{
          type: multiple ? 'checkbox' : 'radio',
          selectedRowKeys: selected,
          onChange: (_keys, rows) => onSelect(rows),
        }}
        columns={[
          { title: t('members.nickname'), dataIndex: 'mbNick' },
          { title: t('members.email'), dataIndex: 'mbEmail' },
          { title: t('members.role'), dataIndex: 'role' },
          {
            title: t('members.rate'),
            render: (_, m: MemberView) => `${m.membership.discountRateBp / 100}%`,
          },
        ]}
      />
    </div>
  );
};
