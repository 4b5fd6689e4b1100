import List from 'antd/es/list';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { LedgerEntry } from '@/lib/api/generated/slabworks-api';
import { ledgerReasonText } from '@/lib/ledger-reason';

/** The order's money in and out (payment, discounts, partial cancels, refunds and rejections). */
export const LedgerList = ({ ledger, currency }: { ledger: LedgerEntry[]; currency: string | null }) => {
  const { t } = useTranslation('console');
  // The reasons are the ones the collector reads on their order page, in the same words.
  const { t: tAccount } = useTranslation('account');
  if (ledger.length === 0) return null;
  return (
    <List
      size="small"
      data-testid="order-ledger"
      header={<Typography.Text strong>{t('order.ledger.title')}</Typography.Text>}
      dataSource={ledger}
      renderItem={(entry) => (
        <List.Item>
          <span>
            {new Date(entry.at).toLocaleString()} · {t(`order.ledger.kind.${entry.kind}`)}
            {entry.reason && (
              <>
                {' · '}
                <span data-testid="ledger-reason">{ledgerReasonText(entry.reason, tAccount)}</span>
              </>
            )}
          </span>
          <Typography.Text>
            {entry.amount.toLocaleString()} {currency ?? ''}
          </Typography.Text>
        </List.Item>
      )}
    />
  );
};
