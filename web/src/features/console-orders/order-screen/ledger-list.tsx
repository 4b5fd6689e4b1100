import List from 'antd/es/list';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { LedgerEntry } from '@/lib/api/generated/slabworks-api';
import { ledgerReasonText } from '@/lib/ledger-reason';
import { useDateTime } from '@/lib/use-date-time';

/** The order's money in and out (payment, discounts, partial cancels, refunds and rejections). */
export const LedgerList = ({ ledger, currency }: { ledger: LedgerEntry[]; currency: string | null }) => {
  const { t } = useTranslation('console');
  const dateTime = useDateTime();
  // The reasons are the member's ledger's: codes (CARD, COUPON …) in words, a person's words as written.
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
            {dateTime(entry.at)} · {t(`order.ledger.kind.${entry.kind}`)}
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
