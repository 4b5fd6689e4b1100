import { useRef, useState } from 'react';
import Alert from 'antd/es/alert';
import Input, { type InputRef } from 'antd/es/input';
import List from 'antd/es/list';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serverMessageOf } from '@/lib/api/envelope';
import { useConsoleOrdersStepMutation, useLazyConsoleOrdersQueueQuery } from '../api/console-api';
import { ifMatchOf } from '../orders/order-screen/next-step';
import { awaitsReceipt, matchScan, type ScannedRow } from './receiving-match';

type Outcome = 'received' | 'notWaiting' | 'notFound' | 'many' | 'failed';
interface ScanLine {
  key: number;
  code: string;
  outcome: Outcome;
  row?: ScannedRow & { processingStatus?: string };
  rows?: ScannedRow[];
  message?: string;
}

const COLORS: Record<Outcome, string> = {
  received: 'green',
  notWaiting: 'gold',
  notFound: 'red',
  many: 'blue',
  failed: 'red',
};

/**
 * Receiving mode for the parcel desk: scan (a scanner types and presses Enter) or type a tracking
 * or order no.; an order waiting for its parcel is marked received at once, anything else is listed
 * with a link to open it. The field keeps the focus, so the next parcel can be scanned right away.
 */
const ReceivingPage = () => {
  const { t } = useTranslation('console');
  const [code, setCode] = useState('');
  const [autoReceive, setAutoReceive] = useState(true);
  const [lines, setLines] = useState<ScanLine[]>([]);
  const [busy, setBusy] = useState(false);
  const input = useRef<InputRef>(null);
  const [search] = useLazyConsoleOrdersQueueQuery();
  const [step] = useConsoleOrdersStepMutation();

  const log = (line: Omit<ScanLine, 'key'>) =>
    setLines((all) => [{ ...line, key: Date.now() + all.length }, ...all]);

  const scan = async (raw: string) => {
    const scanned = raw.trim();
    if (!scanned || busy) return;
    setBusy(true);
    setCode('');
    try {
      const queue = await search({ q: scanned, size: 20 }).unwrap();
      const match = matchScan(scanned, queue.items);
      if (match.kind === 'none') log({ code: scanned, outcome: 'notFound' });
      else if (match.kind === 'many') log({ code: scanned, outcome: 'many', rows: match.rows });
      else if (!autoReceive || !awaitsReceipt(match.row))
        log({ code: scanned, outcome: 'notWaiting', row: match.row });
      else {
        try {
          await step({
            id: match.row.orderId,
            step: 'receive',
            'If-Match': ifMatchOf(match.row.revision),
            'Idempotency-Key': crypto.randomUUID(),
          }).unwrap();
          log({ code: scanned, outcome: 'received', row: match.row });
        } catch (error) {
          log({ code: scanned, outcome: 'failed', row: match.row, message: serverMessageOf(error as never) });
        }
      }
    } catch (error) {
      log({ code: scanned, outcome: 'failed', message: serverMessageOf(error as never) });
    } finally {
      setBusy(false);
      input.current?.focus();
    }
  };

  const received = lines.filter((line) => line.outcome === 'received').length;
  return (
    <div data-testid="console-receiving">
      <Typography.Title level={3}>{t('receiving.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('receiving.body')}</Typography.Paragraph>
      <Input.Search
        ref={input}
        autoFocus
        size="large"
        value={code}
        loading={busy}
        enterButton={t('receiving.scan')}
        placeholder={t('receiving.placeholder')}
        aria-label={t('receiving.placeholder')}
        data-testid="receiving-code"
        style={{ maxWidth: 560 }}
        onChange={(e) => setCode(e.target.value)}
        onSearch={(value) => void scan(value)}
      />
      <div style={{ margin: '12px 0', display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <Switch checked={autoReceive} onChange={setAutoReceive} aria-label={t('receiving.auto')} />
        <span>{t('receiving.auto')}</span>
        <Typography.Text strong data-testid="receiving-count" style={{ marginInlineStart: 'auto' }}>
          {t('receiving.count', { count: received })}
        </Typography.Text>
      </div>
      {lines.length === 0 ? (
        <Alert type="info" title={t('receiving.empty')} />
      ) : (
        <List
          bordered
          size="small"
          data-testid="receiving-log"
          dataSource={lines}
          renderItem={(line) => (
            <List.Item data-testid="receiving-line" data-outcome={line.outcome}>
              <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center', width: '100%' }}>
                <Tag color={COLORS[line.outcome]}>{t(`receiving.outcome.${line.outcome}`)}</Tag>
                <Typography.Text code>{line.code}</Typography.Text>
                {line.row && (
                  <Link to={`/console/orders/${line.row.orderId}`}>
                    {line.row.orderNumber ?? line.row.orderId}
                    {line.row.processingStatus && line.outcome === 'notWaiting'
                      ? ` · ${t(`status.${line.row.processingStatus}`)}`
                      : ''}
                  </Link>
                )}
                {line.rows?.map((row) => (
                  <Link key={row.orderId} to={`/console/orders/${row.orderId}`}>
                    {row.orderNumber ?? row.orderId}
                  </Link>
                ))}
                {line.message && <Typography.Text type="danger">{line.message}</Typography.Text>}
              </div>
            </List.Item>
          )}
        />
      )}
    </div>
  );
};

export default ReceivingPage;
