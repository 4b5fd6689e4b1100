import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { ConsoleOrdersHistoryApiResponse } from '@/lib/api/generated/slabworks-api';
import { useDateTime } from '@/lib/use-date-time';
import { labelOf, ORDER_EVENT_KEY, PROCESSING_STATUS_KEY, ROLE_KEY } from '@/lib/i18n-keys';

export type HistoryEntry = ConsoleOrdersHistoryApiResponse['data'][number];

/**
 * "14:02 · Received — desk-anna (Operator)": one event of the order in the staff's words; a
 * correction also says from which step to which, and the admin's reason.
 */
export const HistoryLine = ({ entry }: { entry: HistoryEntry }) => {
  const { t } = useTranslation('console');
  const dateTime = useDateTime();
  // A person whose account cannot be read is "Unknown person", never their id.
  const who =
    entry.actorName ??
    (entry.actorRole === 'SYSTEM'
      ? t('order.history.system')
      : entry.actorId
        ? t('changes.unknownPerson')
        : null);
  // The system is named once ("System"), not "System (System)".
  const role = entry.actorRole && entry.actorRole !== 'SYSTEM' ? labelOf(t, ROLE_KEY, entry.actorRole) : '';
  const { correction } = entry;
  return (
    <span>
      <time dateTime={entry.at}>{dateTime(entry.at)}</time> ·{' '}
      <strong>{labelOf(t, ORDER_EVENT_KEY, entry.type)}</strong>
      {who ? ` — ${who}${role ? ` (${role})` : ''}` : ''}
      {correction && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('order.history.corrected', {
            from: labelOf(t, PROCESSING_STATUS_KEY, correction.from),
            to: labelOf(t, PROCESSING_STATUS_KEY, correction.to),
          })}
          <br />
          {t('order.history.reason', { reason: correction.reason })}
        </Typography.Paragraph>
      )}
    </span>
  );
};
