import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { PaymentFlag } from '@/lib/api/generated/slabworks-api';
import { useDateTime } from '@/lib/use-date-time';
import { personName } from '@/lib/console/person-name';

/**
 * A payment flag in the order's history: raised by the system when the deposit came, and resolved by
 * a staff member with what was done. Flags live beside the order's stream (the order never took the
 * money), so the timeline merges them by time.
 */
export const FlagHistoryLine = ({ flag, resolved }: { flag: PaymentFlag; resolved: boolean }) => {
  const { t } = useTranslation('console');
  const dateTime = useDateTime();
  const kind = t(`order.flags.kind.${flag.kind}`);
  const at = resolved ? flag.resolvedAt! : flag.createdAt;
  return (
    <span data-testid={resolved ? 'history-flag-resolved' : 'history-flag-raised'}>
      <time dateTime={at}>{dateTime(at)}</time> ·{' '}
      <strong>{t(resolved ? 'order.history.flagResolved' : 'order.history.flagRaised', { kind })}</strong>
      {' — '}
      {resolved ? personName(t, flag.resolvedByName, flag.resolvedByRole) : t('order.history.system')}
      {resolved && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {flag.resolution}
        </Typography.Paragraph>
      )}
    </span>
  );
};
