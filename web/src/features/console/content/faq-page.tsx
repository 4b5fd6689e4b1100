import { useState } from 'react';
import Alert from 'antd/es/alert';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { useViewport } from '@/lib/use-viewport';
import { paths } from '@/config/paths';
import { StatusTag } from './content-cells';
import {
  FAQ_TOPICS,
  useFaqAdminListQuery,
  useFaqAdminRemoveMutation,
  type FaqEntity,
} from './content-console-api';
import { ContentPageHeader } from './content-page-header';
import { FaqForm } from './faq-form';
import { RowActions } from './row-actions';
import { textIn } from './translated-text';

const PAGE_SIZE = 50;

/** FAQ entries by topic, then their order within it; hidden ones (status off) show only here. */
const FaqPage = () => {
  const { t, i18n } = useTranslation(['content-console', 'console']);
  const viewport = useViewport();
  const [page, setPage] = useState(1);
  const { data, isFetching, isError, refetch } = useFaqAdminListQuery({
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const [remove] = useFaqAdminRemoveMutation();
  const [editing, setEditing] = useState<FaqEntity | 'new' | null>(null);

  return (
    <div data-testid="console-faq">
      <ContentPageHeader
        title={t('faq.title')}
        newLabel={t('faq.new')}
        testId="faq"
        extra={
          <a href={paths.faq} target="_blank" rel="noreferrer" data-testid="faq-site-link">
            {t('faq.open')}
          </a>
        }
        onNew={() => setEditing('new')}
      />
      {editing !== null && (
        <FaqForm
          key={editing === 'new' ? 'new' : editing.id}
          faq={editing === 'new' ? null : editing}
          topic={FAQ_TOPICS[0] ?? 'GRADING'}
          onDone={() => {
            setEditing(null);
            void refetch();
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      {isError && <Alert type="error" title={t('console:content.loadFailed')} style={{ marginBottom: 16 }} />}
      <Table<FaqEntity>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data?.rows ?? []}
        scroll={{ x: 800 }}
        locale={{ emptyText: t('console:content.empty') }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.count ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
        columns={[
          {
            title: t('fields.topic'),
            dataIndex: 'topic',
            render: (topic: FaqEntity['topic']) => <Tag>{t(`topic.${topic}`)}</Tag>,
          },
          { title: t('console:content.fields.sortOrder'), dataIndex: 'sortOrder', width: 70 },
          {
            title: t('fields.question'),
            key: 'question',
            render: (_v, row) => textIn(row.question, i18n.language),
          },
          {
            title: t('articles.translated'),
            key: 'languages',
            render: (_v, row) =>
              (['en', 'tw'] as const).filter((l) => row.question[l]).map((l) => <Tag key={l}>{l}</Tag>),
          },
          {
            title: t('console:content.fields.status'),
            dataIndex: 'status',
            render: (on: boolean) => <StatusTag on={on} />,
          },
          {
            title: '',
            key: 'actions',
            // Kept in view while a tablet scrolls the table sideways (a phone needs the width for the text).
            fixed: viewport === 'mobile' ? undefined : 'right',
            render: (_v, row) => (
              <RowActions
                testId="faq"
                onEdit={() => setEditing(row)}
                onDelete={() =>
                  remove(row.id)
                    .unwrap()
                    .then(() => refetch())
                }
              />
            ),
          },
        ]}
      />
    </div>
  );
};

export default FaqPage;
