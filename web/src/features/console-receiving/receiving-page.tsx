import { useRef, useState } from 'react';
import Alert from 'antd/es/alert';
import Search from 'antd/es/input/Search';
import type { InputRef } from 'antd/es/input';
import List from 'antd/es/list';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serverMessageOf } from '@/lib/api/envelope';
import { useConsoleOrdersStepMutation, useLazyConsoleOrdersQueueQuery } from '@/lib/console/console-api';
import { ifMatchOf } from '@/lib/console/if-match';
import { SCAN_FIELD } from '@/lib/console/keyboard-shortcuts';
import { matchScan, readinessOf, type Readiness, type ScannedRow } from './receiving-match';
import { labelOf, PROCESSING_STATUS_KEY } from '@/lib/i18n-keys';

// What a scan came to, in the desk's words: received now, or why not (found but left alone when
// automatic receipt is off, already received, not paid yet, cancelled, not on its way yet).
type Outcome = 'received' | 'found' | Exclude<Readiness, 'receive'> | 'notFound' | 'many' | 'failed';
interface ScanLine {
  key: number;
  code: string;
  outcome: Outcome;
  row?: ScannedRow & { processingStatus?: string };
  rows?: ScannedRow[];
  message?: string;
}

// The kind of result (data-outcome, as scripts and journeys read it): every order found but not
// received now is "notWaiting"; data-reason says which of them.
const KIND: Record<Outcome, 'received' | 'notWaiting' | 'notFound' | 'many' | 'failed'> = {
  received: 'received',
  found: 'notWaiting',
  alreadyReceived: 'notWaiting',
  notPaid: 'notWaiting',
  cancelled: 'notWaiting',
  notWaiting: 'notWaiting',
  notFound: 'notFound',
  many: 'many',
  failed: 'failed',
};

const COLORS: Record<Outcome, string> = {
  received: 'green',
  found: 'blue',
  alreadyReceived: 'default',
  notPaid: 'gold',
  cancelled: 'default',
  notWaiting: 'gold',
  notFound: 'red',
  many: 'blue',
  failed: 'red',
};

/**
 * Receiving mode for the parcel desk: scan (a scanner types and presses Enter; the slip's barcode is
 * the order no. as printed) or type an order or tracking no.; an order waiting for its parcel is
 * marked received at once, anything else is listed with why, and every line links to the order.
 * The field keeps the focus, so the next parcel can be scanned right away.
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

  // A scanner may send the next code before the last one is answered: codes wait their turn here,
  // none is dropped, and each is answered in the order scanned.
  const waiting = useRef<string[]>([]);
  const working = useRef(false);
  // Received in this session: the read model may not show it yet when the same slip is scanned again.
  const receivedHere = useRef(new Set<string>());

  const answer = async (scanned: string) => {
    try {
      const queue = await search({ q: scanned, size: 20 }).unwrap();
      const match = matchScan(scanned, queue.items);
      if (match.kind === 'none') return log({ code: scanned, outcome: 'notFound' });
      if (match.kind === 'many') return log({ code: scanned, outcome: 'many', rows: match.rows });
      const { row } = match;
      const readiness = receivedHere.current.has(row.orderId) ? 'alreadyReceived' : readinessOf(row);
      if (readiness !== 'receive') return log({ code: scanned, outcome: readiness, row });
      if (!autoReceive) return log({ code: scanned, outcome: 'found', row });
      try {
        await step({
          id: row.orderId,
          step: 'receive',
          'If-Match': ifMatchOf(row.revision),
          'Idempotency-Key': crypto.randomUUID(),
        }).unwrap();
        receivedHere.current.add(row.orderId);
        log({ code: scanned, outcome: 'received', row });
      } catch (error) {
        log({ code: scanned, outcome: 'failed', row, message: serverMessageOf(error as never) });
      }
    } catch (error) {
      log({ code: scanned, outcome: 'failed', message: serverMessageOf(error as never) });
    }
  };

  const scan = async (raw: string) => {
    const scanned = raw.trim();
    setCode('');
    if (!scanned) return;
    waiting.current.push(scanned);
    if (working.current) return;
    working.current = true;
    setBusy(true);
    while (waiting.current.length > 0) await answer(waiting.current.shift()!);
    working.current = false;
    setBusy(false);
    input.current?.focus();
  };

  const received = lines.filter((line) => line.outcome === 'received').length;
  // Every line says what happened to that scan in words; a screen reader hears each one as it comes.
  return (
    <div data-testid="console-receiving">
      <Typography.Title level={3}>{t('receiving.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('receiving.body')}</Typography.Paragraph>
      <Search
        ref={input}
        autoFocus
        size="large"
        value={code}
        // No loading state: antd's Search ignores Enter while loading, and a scanner's next code must not be lost.
        enterButton={t('receiving.scan')}
        placeholder={t('receiving.placeholder')}
        aria-label={t('receiving.placeholder')}
        data-testid="receiving-code"
        {...{ [SCAN_FIELD]: true }}
        style={{ maxWidth: 560 }}
        onChange={(e) => setCode(e.target.value)}
        onSearch={(value) => void scan(value)}
      />
      <div style={{ margin: '12px 0', display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <Switch checked={autoReceive} onChange={setAutoReceive} aria-label={t('receiving.auto')} />
        <span>{t('receiving.auto')}</span>
        <Typography.Text
          strong
          data-testid="receiving-count"
          aria-busy={busy}
          style={{ marginInlineStart: 'auto' }}
        >
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
          aria-live="polite"
          dataSource={lines}
          renderItem={(line) => (
            <List.Item
              data-testid="receiving-line"
              data-outcome={KIND[line.outcome]}
              data-reason={line.outcome}
            >
              <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center', width: '100%' }}>
                <Tag color={COLORS[line.outcome]}>{t(`receiving.outcome.${line.outcome}`)}</Tag>
                <Typography.Text code>{line.code}</Typography.Text>
                {line.row && (
                  <Link to={`/console/orders/${line.row.orderId}`}>
                    {line.row.orderNumber ?? line.row.orderId}
                    {line.row.processingStatus && line.outcome !== 'received'
                      ? ` · ${labelOf(t, PROCESSING_STATUS_KEY, line.row.processingStatus)}`
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
