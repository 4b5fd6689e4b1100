import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Divider from 'antd/es/divider';
import Row from 'antd/es/row';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazy, Suspense, useRef } from 'react';
import { serviceCountryOfCurrency } from '@slabworks/domain';
import { isCurrency } from '@/lib/money';
import { useSession } from '@/lib/session/use-session';
import { usePageKey } from '@/lib/console/use-page-key';
import {
  useConsoleOrdersCorrectMutation,
  useConsoleOrdersCorrespondenceMutation,
  useConsoleOrdersScoresMutation,
  useConsoleOrdersShipOutMutation,
  useConsoleOrdersStepMutation,
  usePartialCancelCompleteMutation,
  usePartialCancelRequestMutation,
  usePaymentFlagsListQuery,
} from '@/lib/console/console-api';
import { SlabCard } from '../labels/slab-card';
import { ConflictAlert } from './conflict-alert';
import { HistoryPanel } from './history-panel';
import { ItemsTable } from './items-table';
import { LedgerList } from './ledger-list';
import { LiveChangeNotice } from './live-change-notice';
import { nextStepOf } from './next-step';
import { NotesPanel } from './notes-panel';
import { cardLinesOf, lineNamesOf } from './order-items';
import { OrderSummary } from './order-summary';
import { PartialCancelPanel } from './partial-cancel-panel';
import { PaymentFlagsPanel } from './payment-flags-panel';
import { StepActions } from './step-actions';
import { useLiveOrder } from './use-live-order';
import { useOrderWrite } from './use-order-write';
import { DISPLAY_STAGE_KEY, labelOf, PROCESSING_STATUS_KEY } from '@/lib/i18n-keys';

// The step forms (the form engine, the correspondence's Select) load when the order is at their step, the
// correction form for an ADMIN: most orders open at a step without input.
const CorrespondenceForm = lazy(() =>
  import('./correspondence-form').then((module) => ({ default: module.CorrespondenceForm })),
);
const ScoreForm = lazy(() => import('./score-form').then((module) => ({ default: module.ScoreForm })));
const ShipOutForm = lazy(() => import('./ship-out-form').then((module) => ({ default: module.ShipOutForm })));
const CorrectionForm = lazy(() =>
  import('./correction-form').then((module) => ({ default: module.CorrectionForm })),
);
const formLoading = <Spin data-testid="order-form-loading" />;

// The writes whose forms show the api's field errors in place (use-order-write names).
const FIELD_FORMS = /^(correspondence|ship-out|correct|scores|slab-photo:.+)$/;

/**
 * /console/orders/:id (console-order-page.tsx loads it): one order for the operator. The steps the
 * lifecycle allows now, per card the correspondence check and the score, ship-out, partial cancel with the refund previewed, payment
 * flags, notes and the history. The screen follows the order live (use-live-order.ts): another
 * operator's step shows within seconds, with a notice of who did what, and typed values stay. Every
 * step carries the revision shown (If-Match): when someone else moved the order just before, the
 * conflict says who did what and offers a reload that keeps the values.
 */
export const OrderScreen = ({ id }: { id: string }) => {
  // 'account' too: the ledger and the summary word payment methods as the collector's page does;
  // loaded here, before the order shows, so no part of the screen waits for it later.
  const { t } = useTranslation(['console', 'account']);
  const { user } = useSession();
  const { order, currentData, isError, refetch, lagging, seen, setSeen, written, readAgain } =
    useLiveOrder(id);
  const { write, busy, conflict, refusal, clearConflict } = useOrderWrite(order?.revision, written);
  const [step] = useConsoleOrdersStepMutation();
  const [correspond] = useConsoleOrdersCorrespondenceMutation();
  const [scoreAll] = useConsoleOrdersScoresMutation();
  const [shipOut] = useConsoleOrdersShipOutMutation();
  const [correct] = useConsoleOrdersCorrectMutation();
  const [requestCancel] = usePartialCancelRequestMutation();
  const [completeCancel] = usePartialCancelCompleteMutation();
  // The flag panel's own query (one request): money to act on is announced at the top, where a
  // phone's screen starts, as the panel itself sits below the order.
  const { data: flags } = usePaymentFlagsListQuery({ orderId: id });
  const openFlags = (flags ?? []).filter((flag) => !flag.resolvedAt).length;
  const nextStepArea = useRef<HTMLDivElement>(null);
  const stepBlocked = currentData === undefined || lagging || conflict !== null || busy !== null;
  // N takes the next step: a step without input at once (as its button), a step with a form by
  // putting the focus on the form's first field.
  usePageKey(
    'n',
    () => {
      if (!order || stepBlocked) return;
      const next = nextStepOf(order.nextCommand);
      if (next.kind === 'button')
        void write(next.step, (headers) => step({ id: order.orderId, step: next.step, ...headers }));
      else
        nextStepArea.current
          ?.querySelector<HTMLElement>('input:not([disabled]), [role="combobox"], button:not([disabled])')
          ?.focus();
    },
    order !== undefined,
  );

  // A failed poll keeps the order shown (and what is typed); only a first read that failed says so.
  if (!order && !isError) return <Spin size="large" data-testid="order-loading" />;
  if (!order)
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
    // The conflict has told who did what up to its revision: no notice repeats it.
    if (current !== undefined) setSeen(current);
    readAgain(current);
  };
  const { state } = order;
  const lines = lineNamesOf(state);
  const cardLines = cardLinesOf(state);
  const next = nextStepOf(order.nextCommand);
  const fields = refusal?.fields ?? {};
  // Field errors show at the field of the form that sent them; any other refusal (a rule of the
  // lifecycle, a partial cancel's reason) shows above the order, with its field messages.
  const atField = refusal !== null && Object.keys(fields).length > 0 && FIELD_FORMS.test(refusal.of);
  const refusalText =
    refusal && !atField ? [refusal.message, ...Object.values(fields)].filter(Boolean).join(' ') : null;

  return (
    <div data-testid="console-order">
      <Link to="/console/orders">← {t('order.back')}</Link>
      <Typography.Title level={3} style={{ marginTop: 8 }} data-testid="order-title">
        {order.orderNumber ?? order.orderId}{' '}
        {order.displayStage && <Tag color="blue">{labelOf(t, DISPLAY_STAGE_KEY, order.displayStage)}</Tag>}
        <Tag data-testid="order-processing-status">
          {labelOf(t, PROCESSING_STATUS_KEY, order.processingStatus)}
        </Tag>
      </Typography.Title>
      {openFlags > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="order-open-flags"
          title={t('order.flags.openAlert', { count: openFlags })}
          action={
            <Button
              size="small"
              type="link"
              onClick={() => document.getElementById('payment-flags')?.scrollIntoView({ block: 'start' })}
            >
              {t('order.flags.show')}
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {conflict && <ConflictAlert orderId={order.orderId} conflict={conflict} onReload={reload} />}
      {!conflict && busy === null && seen !== undefined && order.revision > seen && (
        <LiveChangeNotice
          orderId={order.orderId}
          seen={seen}
          shown={order.revision}
          me={user?.id}
          onClose={() => setSeen(order.revision)}
        />
      )}
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
            <div ref={nextStepArea}>
              <StepActions
                next={next}
                busy={busy}
                // Not while a newer revision is asked for (after a write): the step shown may be gone.
                disabled={currentData === undefined || lagging || conflict !== null}
                onStep={(slug) =>
                  void write(slug, (headers) => step({ id: order.orderId, step: slug, ...headers }))
                }
              />
              <Suspense fallback={formLoading}>
                {next.kind === 'correspondence' && (
                  <CorrespondenceForm
                    items={state.items}
                    cardLines={cardLines}
                    fields={fields}
                    busy={busy === 'correspondence'}
                    onSubmit={(results) =>
                      void write('correspondence', (headers) =>
                        correspond({
                          id: order.orderId,
                          correspondenceCheckRequestDto: { results },
                          ...headers,
                        }),
                      )
                    }
                  />
                )}
                {next.kind === 'score' && (
                  <ScoreForm
                    items={state.items}
                    cardLines={cardLines}
                    fields={refusal?.of === 'scores' ? fields : {}}
                    busy={busy === 'scores'}
                    onSave={(scores) =>
                      void write('scores', (headers) =>
                        scoreAll({
                          id: order.orderId,
                          scoresRequestDto: { scores },
                          ...headers,
                        }),
                      )
                    }
                  />
                )}
                {next.kind === 'ship-out' && (
                  <ShipOutForm
                    country={serviceCountryOfCurrency(isCurrency(order.currency) ? order.currency : null)}
                    fields={fields}
                    busy={busy === 'ship-out'}
                    onSubmit={(shipment) =>
                      void write('ship-out', (headers) =>
                        shipOut({ id: order.orderId, shipmentRequestDto: shipment, ...headers }),
                      )
                    }
                  />
                )}
              </Suspense>
            </div>
            {user?.role === 'ADMIN' && (
              <>
                <Divider />
                <Suspense fallback={formLoading}>
                  <CorrectionForm
                    busy={busy === 'correct'}
                    disabled={currentData === undefined || lagging || conflict !== null}
                    reasonError={refusal?.of === 'correct' ? fields.reason : undefined}
                    onCorrect={(reason) =>
                      write('correct', (headers) =>
                        correct({ id: order.orderId, reasonRequestDto: { reason }, ...headers }),
                      )
                    }
                  />
                </Suspense>
              </>
            )}
          </Card>
          <Card title={t('order.items.title')} style={{ marginBottom: 16 }}>
            <ItemsTable items={state.items} lines={lines} />
          </Card>
          <SlabCard orderId={order.orderId} state={state} write={write} refusal={refusal} />
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
          <Card id="payment-flags" title={t('order.flags.title')} style={{ marginBottom: 16 }}>
            <PaymentFlagsPanel orderId={order.orderId} currency={order.currency} />
          </Card>
          <Card title={t('order.notes.title')}>
            <NotesPanel orderId={order.orderId} />
          </Card>
        </Col>
      </Row>
    </div>
  );
};
