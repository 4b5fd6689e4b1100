import type { ReactNode } from 'react';
import Alert from 'antd/es/alert';
import Timeline from 'antd/es/timeline';
import { useTranslation } from 'react-i18next';
import { useConsoleOrdersHistoryQuery, usePaymentFlagsListQuery } from '@/lib/console/console-api';
import { FlagHistoryLine } from './flag-history-line';
import { HistoryLine } from './history-line';

interface Line {
  key: string;
  at: string;
  children: ReactNode;
}

/** The order's history, newest first: every event of its stream with who and when, and its payment flags. */
// Every step of this screen invalidates the history (console-api.ts tags), so it reads again; the
// flags are the flag panel's own query (one request), refetched when a flag is resolved.
export const HistoryPanel = ({ orderId }: { orderId: string }) => {
  const { t } = useTranslation('console');
  const { data, isLoading, isError } = useConsoleOrdersHistoryQuery({ id: orderId });
  const { data: flags = [] } = usePaymentFlagsListQuery({ orderId });
  if (isError) return <Alert type="error" title={t('order.loadFailed')} />;
  if (isLoading || !data) return null;
  const lines: Line[] = [
    ...data.map((entry) => ({
      key: `event-${entry.revision}`,
      at: entry.at,
      children: <HistoryLine entry={entry} />,
    })),
    ...flags.flatMap((flag) => [
      {
        key: `flag-${flag.id}`,
        at: flag.createdAt,
        children: <FlagHistoryLine flag={flag} resolved={false} />,
      },
      ...(flag.resolvedAt
        ? [
            {
              key: `flag-${flag.id}-resolved`,
              at: flag.resolvedAt,
              children: <FlagHistoryLine flag={flag} resolved />,
            },
          ]
        : []),
    ]),
  ];
  // Stable for equal times: the stream's order is kept (events come oldest first).
  lines.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <div data-testid="order-history">
      <Timeline items={lines.reverse().map(({ key, children }) => ({ key, children }))} />
    </div>
  );
};
