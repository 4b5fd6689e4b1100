import { useState, type ReactNode } from 'react';
import Card from 'antd/es/card';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { AuditEventView } from '@/lib/api/generated/slabworks-api';
import { EventHistory } from './event-history';
import { OrderExportButton } from './order-export-button';
import { TimeTravel, type TravelPoint } from './time-travel';
import styles from './audit.module.css';

const orderNumberIn = (data: unknown) => {
  const value = (data as { orderNumber?: unknown } | null)?.orderNumber;
  return typeof value === 'string' ? value : undefined;
};

/** One order's events as the auditor reads them (order-audit-page loads this beside the events' request). */
export const OrderAuditView = ({
  orderId,
  events,
  back,
}: {
  orderId: string;
  /** At least one: an order's stream starts with its placing. */
  events: AuditEventView[];
  back: ReactNode;
}) => {
  const { t } = useTranslation('audit');
  const [point, setPoint] = useState<TravelPoint | null>(null);
  const lastRevision = events[events.length - 1]!.revision;
  const shown = point ?? { revision: lastRevision };
  const number = events.map((e) => orderNumberIn(e.data)).find(Boolean) ?? orderId;

  return (
    <div className={styles.page} data-testid="audit-order">
      {back}
      <div>
        <Typography.Title level={3} style={{ marginBottom: 0 }} data-testid="audit-order-title">
          {t('order.title', { number })}
        </Typography.Title>
        <Typography.Text type="secondary">{t('order.events', { count: events.length })}</Typography.Text>
      </div>
      <OrderExportButton orderId={orderId} />
      <Card title={t('order.timeTravel')} size="small">
        <TimeTravel orderId={orderId} lastRevision={lastRevision} point={shown} onPoint={setPoint} />
      </Card>
      <Card title={t('order.history')} size="small">
        <EventHistory
          events={events}
          selectedRevision={'revision' in shown ? shown.revision : undefined}
          onSelect={(revision) => setPoint({ revision })}
        />
      </Card>
    </div>
  );
};
