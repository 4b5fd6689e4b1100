import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import Spin from 'antd/es/spin';
import Statistic from 'antd/es/statistic';
import { ConsoleTable } from '@/lib/console/console-table';
import Typography from 'antd/es/typography';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPLAY_STAGES } from '@slabworks/domain';
import { useConsoleDashboardGetQuery } from '@/lib/console/console-api';
import { useDateTime } from '@/lib/use-date-time';
import { durationText, inLifecycleOrder } from './turnaround';
import { DISPLAY_STAGE_KEY, labelOf, ORDER_TYPE_KEY, PROCESSING_STATUS_KEY } from '@/lib/i18n-keys';

// The charts (recharts and d3, ~95 KiB gz) download beside the dashboard's request, not before the page:
// the figures and tables show at once, the bars as soon as their code is there.
const loadCharts = () => import('./dashboard-charts');
const StageChart = lazy(() => loadCharts().then((module) => ({ default: module.StageChart })));
const TurnaroundChart = lazy(() => loadCharts().then((module) => ({ default: module.TurnaroundChart })));
const ChartLoading = () => <Spin data-testid="chart-loading" />;

/** Orders per stage and status, today's receipts and shipments, overdue orders, turnaround per stage. */
const ConsoleDashboardPage = () => {
  const { t } = useTranslation('console');
  const { t: tAccount } = useTranslation('account');
  const dateTime = useDateTime();
  const { data, isLoading, isError, refetch } = useConsoleDashboardGetQuery(undefined, {
    pollingInterval: 60_000,
  });
  useEffect(() => void loadCharts(), []);
  if (isLoading) return <Spin size="large" data-testid="dashboard-loading" />;
  if (isError || !data)
    return (
      <Alert
        type="error"
        title={t('dashboard.error')}
        action={<a onClick={() => void refetch()}>{t('dashboard.retry')}</a>}
      />
    );
  const dashboard = data;
  const stages = DISPLAY_STAGES.map((stage) => ({
    stage: labelOf(t, DISPLAY_STAGE_KEY, stage),
    orders: dashboard.counts.byDisplayStage[stage] ?? 0,
  }));
  const turnaround = inLifecycleOrder(dashboard.turnaround).map((row) => ({
    ...row,
    stage: labelOf(t, DISPLAY_STAGE_KEY, row.stage),
    duration: durationText(row.averageHours, t),
  }));
  const statuses = Object.entries(dashboard.counts.byProcessingStatus).map(([status, orders]) => ({
    status,
    orders,
  }));
  return (
    <div data-testid="console-dashboard">
      <Typography.Title level={3}>{t('dashboard.title')}</Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={12} lg={6}>
          <Card>
            <Statistic
              title={t('dashboard.receivedToday')}
              value={dashboard.today.received}
              data-testid="received-today"
            />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card>
            <Statistic title={t('dashboard.shippedToday')} value={dashboard.today.shipped} />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card>
            <Statistic
              title={t('dashboard.overdue')}
              value={dashboard.overdue.count}
              styles={{ content: { color: dashboard.overdue.count > 0 ? '#cf1322' : undefined } }}
            />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card>
            <Statistic
              title={t('dashboard.inQueue')}
              value={statuses.reduce((sum, row) => sum + row.orders, 0)}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t('dashboard.perStage')}>
            <Suspense fallback={<ChartLoading />}>
              <StageChart stages={stages} ordersLabel={t('dashboard.orders')} />
            </Suspense>
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t('dashboard.turnaround', { days: dashboard.turnaroundDays })}>
            {turnaround.length === 0 ? (
              <Typography.Text type="secondary">{t('dashboard.noTurnaround')}</Typography.Text>
            ) : (
              <Suspense fallback={<ChartLoading />}>
                <TurnaroundChart rows={turnaround} hoursLabel={t('dashboard.hours')} />
              </Suspense>
            )}
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t('dashboard.perStatus')}>
            <ConsoleTable
              size="small"
              rowKey="status"
              pagination={false}
              dataSource={statuses}
              locale={{ emptyText: t('dashboard.empty') }}
              columns={[
                {
                  title: t('dashboard.status'),
                  dataIndex: 'status',
                  render: (status: string) => labelOf(t, PROCESSING_STATUS_KEY, status),
                },
                { title: t('dashboard.orders'), dataIndex: 'orders', align: 'right' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t('dashboard.overdueList')}>
            <ConsoleTable
              size="small"
              rowKey="orderId"
              pagination={false}
              dataSource={dashboard.overdue.orders}
              locale={{ emptyText: t('dashboard.noOverdue') }}
              columns={[
                { title: t('dashboard.orderNumber'), dataIndex: 'orderNumber' },
                {
                  title: t('dashboard.orderType'),
                  dataIndex: 'orderType',
                  render: (type: string | null) => (type ? labelOf(tAccount, ORDER_TYPE_KEY, type) : '—'),
                },
                {
                  title: t('dashboard.stage'),
                  dataIndex: 'displayStage',
                  render: (stage: string) => labelOf(t, DISPLAY_STAGE_KEY, stage),
                },
                {
                  title: t('dashboard.receivedAt'),
                  dataIndex: 'receivedAt',
                  render: (at: string) => dateTime.date(at),
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
};

export default ConsoleDashboardPage;
