import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { QueryView } from '@/components/ui/status-views';
import { useListGradedCardsQuery, type GradedCard } from '../api/collection-api';
import { serverPaging } from '@/lib/server-paging';

const PAGE_SIZE = 20;

const cardName = (card: GradedCard): string =>
  [card.year, card.setName, card.playerName, card.cardNumber ? `#${card.cardNumber}` : null]
    .filter((part) => part !== null && part !== '')
    .join(' ') || '—';

// The member's graded cards from the certification registry, newest first; albums come with card data.
export const GradedCards = () => {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useListGradedCardsQuery({ page, size: PAGE_SIZE });

  return (
    <QueryView query={query} isEmpty={(d) => d.total === 0} empty={<EmptyCollection />}>
      {(data) => (
        <Table
          rowKey="certificationNumber"
          size="small"
          scroll={{ x: true }}
          dataSource={data.items}
          data-testid="graded-cards"
          pagination={serverPaging(data.page, data.size, data.total, (next) =>
            setParams(next === 1 ? {} : { page: String(next) }),
          )}
          columns={[
            {
              title: t('collection.col.certification'),
              render: (_, card) => (
                <Link to={`${paths.certification}?no=${card.certificationNumber}`} data-testid="graded-cert">
                  {card.certificationNumber}
                </Link>
              ),
            },
            { title: t('collection.col.card'), render: (_, card) => cardName(card) },
            {
              title: t('collection.col.grade'),
              render: (_, card) => <strong data-testid="graded-grade">{card.grade}</strong>,
            },
            {
              title: t('collection.col.order'),
              render: (_, card) => <Link to={`/account/order/${card.orderId}`}>{card.orderNumber}</Link>,
            },
          ]}
        />
      )}
    </QueryView>
  );
};

const EmptyCollection = () => {
  const { t } = useTranslation('account');
  return (
    <span data-testid="collection-empty">
      {t('collection.empty')} <Link to={paths.gradingSubmitPrice}>{t('collection.submit')}</Link>
    </span>
  );
};
