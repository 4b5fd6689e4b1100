import { useCallback, useEffect, useState } from 'react';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSession } from '@/lib/session/use-session';
import {
  useConsoleOrdersCorrectMutation,
  useConsoleOrdersCorrespondenceMutation,
  useConsoleOrdersDetailQuery,
  useConsoleOrdersScoreMutation,
  useConsoleOrdersShipOutMutation,
  useConsoleOrdersStepMutation,
  usePartialCancelCompleteMutation,
  usePartialCancelRequestMutation,
} from '../../api/console-api';
import { ConflictAlert } from './conflict-alert';
import { CorrespondenceForm } from './correspondence-form';
import { HistoryPanel } from './history-panel';
import { ItemsTable } from './items-table';
import { LedgerList } from './ledger-list';
import { nextStepOf } from './next-step';
import { NotesPanel } from './notes-panel';
import { lineNamesOf } from './order-items';
import { OrderSummary } from './order-summary';
import { PartialCancelPanel } from './partial-cancel-panel';
import { PaymentFlagsPanel } from './payment-flags-panel';
import { ScoreForm } from './score-form';
import { ShipOutForm } from './ship-out-form';
import { StepActions } from './step-actions';
import { useOrderWrite } from './use-order-write';

/**
 * /console/orders/:id: one order for the operator. The steps the lifecycle allows now, per card the
 * correspondence check and the score, ship-out, partial cancel with the refund previewed, payment
 * flags, notes and the history. Every step carries the revision shown (If-Match): when someone else
 * moved the order meanwhile, the conflict says who did what and offers a reload that keeps the values.
 */
const ConsoleOrderPage = () => {
  const { t } = useTranslation('console');
  const { id = '' } = useParams();
  const { user } = useSession();
  const [minRevision, setMinRevision] = useState<number | undefined>(undefined);
  // The read model may lag a step behind (the api waits ≤ 2 s for it): until it shows the written
  // revision, ask again every second and offer no step on the old state.
  const [lagging, setLagging] = useState(false);
  const {
    data: order,
    isLoading,
    isError,
    isFetching,
    refetch,
  } = useConsoleOrdersDetailQuery({ id, minRevision }, { pollingInterval: lagging ? 1000 : 0 });
  useEffect(() => {
    setLagging(minRevision !== undefined && order !== undefined && order.revision < minRevision);
  }, [minRevision, order]);
  const written = useCallback((revision: number) => setMinRevision(revision), []);
  const { write, busy, conflict, refusal, clearConflict } = useOrderWrite(order?.revision, written);
  const [step] = useConsoleOrdersStepMutation();
  const [correspond] = useConsoleOrdersCorrespondenceMutation();
  const [score] = useConsoleOrdersScoreMutation();
  const [shipOut] = useConsoleOrdersShipOutMutation();
  const [correct] = useConsoleOrdersCorrectMutation();
  const [requestCancel] = usePartialCancelRequestMutation();
  const [completeCancel] = usePartialCancelCompleteMutation();

  if (isLoading) return <Spin size="large" data-testid="order-loading" />;
  if (isError || !order)
    return (
      <Alert
        type="error"
        data-testid="order-error"
        title={t('order.loadFailed')}
        action={<a onClick={() => void refetch()}>{t('dashboard.retry')}</a>}
      />
    );

  const reload = () => {
    const current = conflict?.currentRevision ?? undefined;
    clearConflict();
    if (current !== undefined && current !== minRevision) setMinRevision(current);
    else void refetch();
  };
  const { state } = order;
  const lines = lineNamesOf(state);
  const next = nextStepOf(order.nextCommand);
  const fields = refusal?.fields ?? {};
  const refusalText = refusal && Object.keys(refusal.fields).length === 0 ? refusal.message : null;

  return (
    <div data-testid="console-order">
      <Link to="/console/orders">← {t('order.back')}</Link>
      <Typography.Title level={3} style={{ marginTop: 8 }} data-testid="order-title">
        {order.orderNumber ?? order.orderId}{' '}
        {order.displayStage && <Tag color="blue">{t(`stage.${order.displayStage}`)}</Tag>}
        <Tag data-testid="order-processing-status">{t(`status.${order.processingStatus}`)}</Tag>
      </Typography.Title>
      {conflict && <ConflictAlert orderId={order.orderId} conflict={conflict} onReload={reload} />}
      {refusalText && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="order-refusal"
          title={refusalText}
          style={{ marginBottom: 16 }}
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card title={t('order.next.title')} style={{ marginBottom: 16 }} loading={false}>
            <StepActions
              next={next}
              busy={busy}
              disabled={isFetching || lagging || conflict !== null}
              role={user?.role}
              fields={fields}
              onStep={(slug) =>
                void write(slug, (headers) => step({ id: order.orderId, step: slug, ...headers }))
              }
              onCorrect={(reason) =>
                write('correct', (headers) =>
                  correct({ id: order.orderId, reasonRequestDto: { reason }, ...headers }),
                )
              }
            />
            {next.kind === 'correspondence' && (
              <CorrespondenceForm
                items={state.items}
                lines={lines}
                fields={fields}
                busy={busy === 'correspondence'}
                onSubmit={(results) =>
                  void write('correspondence', (headers) =>
                    correspond({ id: order.orderId, correspondenceCheckRequestDto: { results }, ...headers }),
                  )
                }
              />
            )}
            {next.kind === 'score' && (
              <ScoreForm
                items={state.items}
                lines={lines}
                fields={fields}
                busy={busy}
                onScore={(body) =>
                  void write(`score:${body.itemId}`, (headers) =>
                    score({ id: order.orderId, scoreRequestDto: body, ...headers }),
                  )
                }
              />
            )}
            {next.kind === 'ship-out' && (
              <ShipOutForm
                fields={fields}
                busy={busy === 'ship-out'}
                onSubmit={(shipment) =>
                  void write('ship-out', (headers) =>
                    shipOut({ id: order.orderId, shipmentRequestDto: shipment, ...headers }),
                  )
                }
              />
            )}
          </Card>
          <Card title={t('order.items.title')} style={{ marginBottom: 16 }}>
            <ItemsTable items={state.items} lines={lines} />
          </Card>
          <Card title={t('order.partialCancel.title')} style={{ marginBottom: 16 }}>
            <PartialCancelPanel
              orderId={order.orderId}
              state={state}
              lines={lines}
              busy={busy}
              onRequest={(itemIds, reason) =>
                write('partial-cancel', () =>
                  requestCancel({ id: order.orderId, partialCancelRequestDto: { itemIds, reason } }),
                )
              }
              onComplete={() => void write('partial-cancel-complete', () => completeCancel(order.orderId))}
            />
            <LedgerList ledger={order.ledger} currency={order.currency} />
          </Card>
          <Card title={t('order.history.title')} style={{ marginBottom: 16 }}>
            <HistoryPanel orderId={order.orderId} />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title={t('order.summary.title')} style={{ marginBottom: 16 }}>
            <OrderSummary order={order} />
          </Card>
          <Card title={t('order.flags.title')} style={{ marginBottom: 16 }}>
            <PaymentFlagsPanel orderId={order.orderId} />
          </Card>
          <Card title={t('order.notes.title')}>
            <NotesPanel orderId={order.orderId} />
          </Card>
        </Col>
      </Row>
    </div>
  );
};

export default ConsoleOrderPage;
