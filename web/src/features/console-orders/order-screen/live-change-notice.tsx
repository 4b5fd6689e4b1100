import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import { useConsoleOrdersHistoryQuery } from '@/lib/console/console-api';
import { changesToTell } from './changes-to-tell';
import { HistoryLine } from './history-line';

/**
 * The screen caught up with changes this operator did not make (another operator's step, the
 * collector's payment the read model had not shown yet): who did what, until they close it. Their own
 * changes are never told; what only the system did (the refund after their partial cancel) is told
 * without saying someone else changed the order.
 */
export const LiveChangeNotice = ({
  orderId,
  seen,
  shown,
  me,
  onClose,
}: {
  orderId: string;
  /** The staff member looking at the screen (the session's member id). */
  me: string | undefined;
  /** The revision up to which the operator knows what happened. */
  seen: number;
  /** The revision the screen shows now. */
  shown: number;
  onClose: () => void;
}) => {
  const { t } = useTranslation('console');
  const { data } = useConsoleOrdersHistoryQuery({ id: orderId, after: seen });
  const { changes, bySomeoneElse } = changesToTell(data ?? [], seen, shown, me);
  if (changes.length === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      closable={{ onClose, 'aria-label': t('order.live.close') }}
      role="status"
      data-testid="order-live-change"
      style={{ marginBottom: 16 }}
      title={bySomeoneElse ? t('order.conflict.title') : t('order.live.systemTitle')}
      description={
        <>
          <p style={{ margin: '4px 0' }}>{t('order.live.body')}</p>
          <ul style={{ margin: '4px 0', paddingInlineStart: 20 }}>
            {changes.map((entry) => (
              <li key={entry.revision}>
                <HistoryLine entry={entry} />
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
};
