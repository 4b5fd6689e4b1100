import Alert from 'antd/es/alert';
import Timeline from 'antd/es/timeline';
import { useTranslation } from 'react-i18next';
import { useConsoleOrdersHistoryQuery } from '../../api/console-api';
import { HistoryLine } from './history-line';

/** The order's history from its event stream: every step with who took it and when. */
// Every step of this screen invalidates the history (console-api.ts tags), so it reads again.
export const HistoryPanel = ({ orderId }: { orderId: string }) => {
  const { t } = useTranslation('console');
  const { data, isLoading, isError } = useConsoleOrdersHistoryQuery({ id: orderId });
  if (isError) return <Alert type="error" title={t('order.loadFailed')} />;
  if (isLoading || !data) return null;
  return (
    <div data-testid="order-history">
      <Timeline
        items={[...data].reverse().map((entry) => ({
          key: entry.revision,
          children: <HistoryLine entry={entry} />,
        }))}
      />
    </div>
  );
};
