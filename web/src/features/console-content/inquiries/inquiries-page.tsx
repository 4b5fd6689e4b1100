import { lazy, Suspense, useState } from 'react';
import Alert from 'antd/es/alert';
import Segmented from 'antd/es/segmented';
import Spin from 'antd/es/spin';
import { ConsoleTable } from '@/lib/console/console-table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { handlerOf, useInquiryInboxListQuery, type PartnershipInquiry } from './inquiries-api';
import { receivedAt } from './received-at';
import { serverPaging } from '@/lib/server-paging';

const PAGE = 20;
type Filter = 'false' | 'true' | 'all';

// An inquiry's drawer (antd's Drawer and Descriptions) loads when one is first opened.
const InquiryDetail = lazy(() =>
  import('./inquiry-detail').then((module) => ({ default: module.InquiryDetail })),
);

/** The partnership-inquiry inbox from /partner-shop's form: newest first, open ones by default. */
const InquiriesPage = () => {
  const { t, i18n } = useTranslation(['console-partners', 'console']);
  const { t: tConsole } = useTranslation('console');
  const [filter, setFilter] = useState<Filter>('false');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<PartnershipInquiry | null>(null);
  const { data, isFetching, isError } = useInquiryInboxListQuery({
    handled: filter === 'all' ? undefined : filter,
    offset: (page - 1) * PAGE,
    limit: PAGE,
  });

  return (
    <div data-testid="console-inquiries">
      <Typography.Title level={3}>{t('inquiries.title')}</Typography.Title>
      <Segmented<Filter>
        value={filter}
        data-testid="inquiry-filter"
        style={{ marginBottom: 16 }}
        options={[
          { value: 'false', label: t('inquiries.filter.open') },
          { value: 'true', label: t('inquiries.filter.handled') },
          { value: 'all', label: t('inquiries.filter.all') },
        ]}
        onChange={(value) => {
          setFilter(value);
          setPage(1);
        }}
      />
      {isError && <Alert type="error" title={t('loadFailed')} style={{ marginBottom: 16 }} />}
      {open && (
        <Suspense fallback={<Spin data-testid="inquiry-detail-loading" />}>
          <InquiryDetail inquiry={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
      <ConsoleTable<PartnershipInquiry>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data?.rows ?? []}
        scroll={{ x: 880 }}
        locale={{ emptyText: t(`inquiries.empty.${filter}`) }}
        onRow={(row) => ({ onClick: () => setOpen(row), style: { cursor: 'pointer' } })}
        pagination={serverPaging(page, PAGE, data?.count, setPage)}
        columns={[
          {
            title: t('inquiries.fields.receivedAt'),
            dataIndex: 'createdAt',
            render: (at: string) => receivedAt(at, i18n.language),
          },
          {
            title: t('inquiries.fields.status'),
            dataIndex: 'handledAt',
            render: (at: string | null) => (
              <Tag color={at ? 'green' : 'orange'}>{t(at ? 'inquiries.handled' : 'inquiries.open')}</Tag>
            ),
          },
          {
            title: t('inquiries.fields.handledBy'),
            key: 'handledBy',
            render: (_v, row) => (
              <span data-testid="inquiry-handled-by" title={row.handledByEmail ?? undefined}>
                {handlerOf(row, tConsole) ?? '—'}
              </span>
            ),
          },
          {
            title: t('inquiries.fields.company'),
            dataIndex: 'company',
            render: (company: string, row) => (
              <a data-testid="inquiry-open" onClick={() => setOpen(row)}>
                {company}
              </a>
            ),
          },
          {
            title: t('inquiries.fields.contact'),
            key: 'contact',
            render: (_v, row) => [row.name, row.email ?? row.phone].filter(Boolean).join(' · '),
          },
          {
            title: t('inquiries.fields.content'),
            dataIndex: 'content',
            ellipsis: true,
          },
        ]}
      />
    </div>
  );
};

export default InquiriesPage;
