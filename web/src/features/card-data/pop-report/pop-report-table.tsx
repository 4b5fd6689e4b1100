import Table from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import type { SearchPopReportApiResponse } from '@/lib/api/generated/slabworks-api';
import styles from '../card-data.module.css';
import { CARD_CATEGORY_KEY, labelOf } from '@/lib/i18n-keys';
import { serverPaging } from '@/lib/server-paging';

export type PopReport = SearchPopReportApiResponse['data'];
type Row = PopReport['items'][number];
export type PopSort = PopReport['sort'];

interface PopReportTableProps {
  report: PopReport;
  loading: boolean;
  onPage: (page: number) => void;
  onSort: (sort: PopSort, order: PopReport['order']) => void;
}

const SORTABLE: Record<string, PopSort> = { card: 'name', set: 'set', year: 'year', total: 'total' };

/** Population per card: one column per grade (10 … 1, A) and the total, paged and sorted by the api. */
export const PopReportTable = ({ report, loading, onPage, onSort }: PopReportTableProps) => {
  const { t } = useTranslation('cards');
  const grades = report.items[0]?.grades.map((g) => g.grade) ?? [];
  const sortOrder = (key: string) =>
    SORTABLE[key] === report.sort
      ? report.order === 'asc'
        ? ('ascend' as const)
        : ('descend' as const)
      : null;
  return (
    <Table<Row>
      data-testid="pop-table"
      className={styles.popTable}
      size="small"
      loading={loading}
      scroll={{ x: 'max-content' }}
      rowKey={(row) =>
        [
          row.card.cardCategory,
          row.card.playerName,
          row.card.setName,
          row.card.year,
          row.card.cardNumber,
        ].join('|')
      }
      dataSource={report.items}
      pagination={serverPaging(report.page, report.size, report.totalCards, onPage)}
      onChange={(_, __, sorter) => {
        const { columnKey, order } = sorter as SorterResult<Row>;
        const sort = SORTABLE[String(columnKey)];
        if (sort) onSort(order ? sort : 'total', order === 'ascend' ? 'asc' : 'desc');
      }}
      columns={[
        {
          key: 'card',
          title: t('card.name'),
          fixed: 'left',
          sorter: true,
          sortOrder: sortOrder('card'),
          render: (_, row) => (
            <div className={styles.popCard}>
              <strong>{row.card.playerName ?? t('card.unnamed')}</strong>
              <span className={styles.muted}>
                {[
                  row.card.cardCategory ? labelOf(t, CARD_CATEGORY_KEY, row.card.cardCategory) : null,
                  row.card.cardNumber ? `#${row.card.cardNumber}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </div>
          ),
        },
        {
          key: 'set',
          title: t('card.set'),
          sorter: true,
          sortOrder: sortOrder('set'),
          render: (_, r) => r.card.setName ?? '—',
        },
        {
          key: 'year',
          title: t('card.year'),
          sorter: true,
          sortOrder: sortOrder('year'),
          render: (_, r) => r.card.year ?? '—',
        },
        ...grades.map((grade) => ({
          key: `grade-${grade}`,
          title: grade,
          align: 'right' as const,
          render: (_: unknown, row: Row) => {
            const count = row.grades.find((g) => g.grade === grade)?.count ?? 0;
            return count ? count : <span className={styles.muted}>0</span>;
          },
        })),
        {
          key: 'total',
          title: t('popReport.total'),
          align: 'right',
          sorter: true,
          sortOrder: sortOrder('total'),
          render: (_, row) => <strong data-testid="pop-total">{row.total}</strong>,
        },
      ]}
    />
  );
};
