import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useConsoleOrdersHistoryQuery } from '@/lib/console/console-api';
import type { OrderConflict } from './use-order-write';
import { HistoryLine } from './history-line';

/**
 * 412: someone else changed the order after this screen read it. Says who did what since then and
 * offers a reload; the values typed in the forms stay (only the order is read again).
 */
export const ConflictAlert = ({
  orderId,
  conflict,
  onReload,
}: {
  orderId: string;
  conflict: OrderConflict;
  onReload: () => void;
}) => {
  const { t } = useTranslation('console');
  const { data: changes } = useConsoleOrdersHistoryQuery({ id: orderId, after: conflict.expectedRevision });
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="order-conflict"
      role="alert"
      style={{ marginBottom: 16 }}
      title={t('order.conflict.title')}
      description={
        <>
          <p style={{ margin: '4px 0' }}>{t('order.conflict.body')}</p>
          {changes && changes.length > 0 && (
            <ul style={{ margin: '4px 0', paddingInlineStart: 20 }} data-testid="order-conflict-changes">
              {changes.map((entry) => (
                <li key={entry.revision}>
                  <HistoryLine entry={entry} />
                </li>
              ))}
            </ul>
          )}
          {/* In the description, not `action`: beside a long text the action squeezes it on a phone. */}
          <Button
            type="primary"
            onClick={onReload}
            data-testid="order-conflict-reload"
            style={{ marginTop: 8, whiteSpace: 'normal', height: 'auto', maxWidth: '100%' }}
          >
            {t('order.conflict.reload')}
          </Button>
        </>
      }
    />
  );
};
