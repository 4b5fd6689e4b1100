import { useState } from 'react';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { statusColumn, translationsColumn } from './content-cells';
import {
  FAQ_TOPICS,
  useFaqAdminListQuery,
  useFaqAdminRemoveMutation,
  type FaqEntity,
} from './content-console-api';
import { FaqForm } from './content-forms';
import { ContentListPage } from './content-list-page';
import { textIn } from './translated-text';

const PAGE_SIZE = 50;

/** FAQ entries by topic, then their order within it; hidden ones (status off) show only here. */
const FaqPage = () => {
  const { t, i18n } = useTranslation(['content-console', 'console']);
  const [page, setPage] = useState(1);
  const list = useFaqAdminListQuery({ offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  const [remove] = useFaqAdminRemoveMutation();

  return (
    <ContentListPage<FaqEntity>
      screenTestId="console-faq"
      testId="faq"
      title={t('faq.title')}
      newLabel={t('faq.new')}
      extra={
        <a href={paths.faq} target="_blank" rel="noreferrer" data-testid="faq-site-link">
          {t('faq.open')}
        </a>
      }
      list={list}
      remove={remove}
      scrollX={800}
      paging={{ page, pageSize: PAGE_SIZE, onChange: setPage, hideOnSinglePage: true }}
      form={(faq, close) => <FaqForm faq={faq} topic={FAQ_TOPICS[0] ?? 'GRADING'} {...close} />}
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
        translationsColumn(t('articles.translated'), (row) => row.question),
        statusColumn(t('console:content.fields.status')),
      ]}
    />
  );
};

export default FaqPage;
