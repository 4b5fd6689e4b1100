import { useState } from 'react';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { articleHref } from '@/config/paths';
import { kstDateTime, translationsColumn } from './content-cells';
import {
  ARTICLE_KINDS,
  useArticleAdminListQuery,
  useArticleAdminRemoveMutation,
  type ArticleEntity,
  type ArticleKind,
} from './content-console-api';
import { ArticleForm } from './content-forms';
import { ContentListPage } from './content-list-page';
import { textIn } from './translated-text';

const PAGE_SIZE = 20;
type Filter = ArticleKind | 'ALL';

/** What a visitor sees of it now: published, scheduled (a future date) or hidden (status off). */
const stateOf = (row: ArticleEntity, now: number) =>
  !row.status ? 'hidden' : new Date(row.publishedAt).getTime() > now ? 'scheduled' : 'live';
const STATE_COLOUR = { live: 'green', scheduled: 'blue', hidden: 'default' } as const;

/** Notices, events and columns: a tab per kind, newest first, drafts and scheduled ones included. */
const ArticlesPage = () => {
  const { t, i18n } = useTranslation(['content-console', 'console']);
  const [filter, setFilter] = useState<Filter>('ALL');
  const [page, setPage] = useState(1);
  const list = useArticleAdminListQuery({
    ...(filter === 'ALL' ? {} : { kind: filter }),
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const [remove] = useArticleAdminRemoveMutation();
  const now = Date.now();

  return (
    <ContentListPage<ArticleEntity>
      screenTestId="console-articles"
      testId="article"
      title={t('articles.title')}
      newLabel={t('articles.new')}
      list={list}
      remove={remove}
      scrollX={860}
      paging={{ page, pageSize: PAGE_SIZE, onChange: setPage }}
      form={(article, close) => (
        <ArticleForm article={article} kind={filter === 'ALL' ? 'NOTICE' : filter} {...close} />
      )}
      filters={
        <Tabs
          activeKey={filter}
          data-testid="article-tabs"
          onChange={(key) => {
            setFilter(key as Filter);
            setPage(1);
          }}
          items={(['ALL', ...ARTICLE_KINDS] as const).map((key) => ({
            key,
            label: key === 'ALL' ? t('articles.all') : t(`kind.${key}`),
          }))}
        />
      }
      moreActions={(row) =>
        stateOf(row, now) === 'live' && (
          <a href={articleHref(row)} target="_blank" rel="noreferrer" style={{ whiteSpace: 'nowrap' }}>
            {t('articles.open')}
          </a>
        )
      }
      columns={[
        { title: t('fields.kind'), dataIndex: 'kind', render: (k: ArticleKind) => t(`kind.${k}`) },
        {
          title: t('console:content.fields.title'),
          key: 'title',
          render: (_v, row) => (
            <>
              {row.pinned && <Tag color="purple">{t('fields.pinned')}</Tag>}
              {textIn(row.title, i18n.language)}
            </>
          ),
        },
        translationsColumn(t('articles.translated'), (row) => row.title),
        {
          title: t('fields.publishedAt'),
          dataIndex: 'publishedAt',
          render: (at: string) => kstDateTime(at),
        },
        {
          title: t('console:content.fields.status'),
          key: 'state',
          render: (_v, row) => {
            const state = stateOf(row, now);
            return <Tag color={STATE_COLOUR[state]}>{t(`articles.state.${state}`)}</Tag>;
          },
        },
      ]}
    />
  );
};

export default ArticlesPage;
