import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import { useConsoleOrdersHistoryQuery } from '../../api/console-api';
import { HistoryLine } from './history-line';

/**
 * The screen caught up with changes this operator did not make (another operator's step, the
 * collector's payment the read model had not shown yet): who did what, until they close it.
 */
export const LiveChangeNotice = ({
  orderId,
  seen,
  shown,
  onClose,
}: {
  orderId: string;
  /** The revision up to which the operator knows what happened. */
  seen: number;
  /** The revision the screen shows now. */
  shown: number;
  onClose: () => void;
}) => {
  const { t } = useTranslation('console');
  const { data } = useConsoleOrdersHistoryQuery({ id: orderId, after: seen });
  const changes = (data ?? []).filter((entry) => entry.revision > seen && entry.revision <= shown);
  if (changes.length === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      closable={{ onClose, 'aria-label': t('order.live.close') }}
      role="status"
      data-testid="order-live-change"
      style={{ marginBottom: 16 }}
      title={t('order.conflict.title')}
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
