import { Fragment, Suspense, useState, type ReactNode } from 'react';
import Alert from 'antd/es/alert';
import Spin from 'antd/es/spin';
import { ConsoleTable } from '@/lib/console/console-table';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { actionsColumn, sidewaysScroll } from '@/lib/console/table-columns';
import { serverPaging } from '@/lib/server-paging';
import { ContentPageHeader } from './content-page-header';
import { RowActions } from './row-actions';

type Row = { id: number };

/** What a list query hook answers, as far as the list uses it. */
export type ContentList<T> = {
  data?: { rows: T[]; count: number };
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
};

/** Which page of a long list is shown; the screen keeps it, as its query asks for that page. */
export type ContentPaging = {
  page: number;
  pageSize: number;
  onChange: (page: number) => void;
  hideOnSinglePage?: boolean;
};

/** The form that creates (`row` null) or edits a row, closed by saving or cancelling. */
export type ContentFormOf<T> = (
  row: T | null,
  close: { onDone: () => void; onCancel: () => void },
) => ReactNode;

/**
 * One content list screen (banners, popups, articles, FAQ, partner shops): a title with its "new"
 * button, the create or edit form above the list, and a table of rows with edit and delete pinned at
 * its right edge. A screen gives its columns, its query's answer, its form and its delete.
 */
export const ContentListPage = <T extends Row>({
  screenTestId,
  testId,
  title,
  newLabel,
  extra,
  filters,
  list,
  columns,
  scrollX,
  paging,
  form,
  remove,
  removeWords,
  moreActions,
  emptyText,
  loadFailedText,
}: {
  /** The screen's own test id (`console-banners`). */
  screenTestId: string;
  /** The prefix of its buttons' test ids (`banner` → `banner-new`, `banner-edit`, …). */
  testId: string;
  title: string;
  newLabel: string;
  /** Beside the "new" button: a preview or public-page link. */
  extra?: ReactNode;
  /** Between the form and the table: tabs that filter the list. */
  filters?: ReactNode;
  list: ContentList<T>;
  /** The row's own columns; the actions column is added here. */
  columns: ColumnsType<T>;
  /** The width below which the table scrolls sideways (its actions stay in view). */
  scrollX: number;
  paging?: ContentPaging;
  form: ContentFormOf<T>;
  remove: (id: number) => { unwrap: () => Promise<unknown> };
  /** When the row's "delete" is something else (ending a promotion): its words. */
  removeWords?: { label: string; question: string };
  /** After edit and delete, e.g. a link to the row on the public site. */
  moreActions?: (row: T) => ReactNode;
  emptyText?: string;
  loadFailedText?: string;
}) => {
  const { t } = useTranslation('console');
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const { data, isFetching, isError, refetch } = list;

  return (
    <div data-testid={screenTestId}>
      <ContentPageHeader
        title={title}
        newLabel={newLabel}
        testId={testId}
        extra={extra}
        onNew={() => setEditing('new')}
      />
      {editing !== null && (
        // A fresh form for each row opened (its draft starts from that row).
        <Fragment key={editing === 'new' ? 'new' : editing.id}>
          {/* Screens load their form when it is first opened. */}
          <Suspense fallback={<Spin data-testid={`${testId}-form-loading`} />}>
            {form(editing === 'new' ? null : editing, {
              onDone: () => {
                setEditing(null);
                void refetch();
              },
              onCancel: () => setEditing(null),
            })}
          </Suspense>
        </Fragment>
      )}
      {filters}
      {isError && (
        <Alert type="error" title={loadFailedText ?? t('content.loadFailed')} style={{ marginBottom: 16 }} />
      )}
      <ConsoleTable<T>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data?.rows ?? []}
        {...sidewaysScroll(scrollX)}
        locale={{ emptyText: emptyText ?? t('content.empty') }}
        pagination={
          paging
            ? {
                ...serverPaging(paging.page, paging.pageSize, data?.count, paging.onChange),
                hideOnSinglePage: paging.hideOnSinglePage,
              }
            : false
        }
        columns={[
          ...columns,
          actionsColumn((row) => (
            <RowActions
              testId={testId}
              onEdit={() => setEditing(row)}
              deleteLabel={removeWords?.label}
              deleteQuestion={removeWords?.question}
              onDelete={() =>
                remove(row.id)
                  .unwrap()
                  .then(() => refetch())
              }
            >
              {moreActions?.(row)}
            </RowActions>
          )),
        ]}
      />
    </div>
  );
};
