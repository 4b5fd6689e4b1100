import { useTranslation } from 'react-i18next';
import type { ConsoleOrdersHistoryApiResponse } from '@/lib/api/generated/slabworks-api';

export type HistoryEntry = ConsoleOrdersHistoryApiResponse['data'][number];

/** "14:02 · Received — desk-anna (Operator)": one event of the order in the staff's words. */
export const HistoryLine = ({ entry }: { entry: HistoryEntry }) => {
  const { t } = useTranslation('console');
  const who = entry.actorName ?? (entry.actorRole === 'SYSTEM' ? t('order.history.system') : entry.actorId);
  const role = entry.actorRole ? t(`role.${entry.actorRole}`, { defaultValue: entry.actorRole }) : '';
  return (
    <span>
      <time dateTime={entry.at}>{new Date(entry.at).toLocaleString()}</time> ·{' '}
      <strong>{t(`event.${entry.type}`, { defaultValue: entry.type })}</strong>
      {who ? ` — ${who}${role ? ` (${role})` : ''}` : ''}
    </span>
  );
};
