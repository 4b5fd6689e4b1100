import { DomainError } from '../../errors/domain-error';
import type { FieldError } from '../../errors/field-error';
import { ruleStageOf, DisplayStage } from '../../stages/display-stage';
import type { ProcessingStatus } from '../../stages/processing-status';
import { roleMayIssue } from '../command-roles';
import type { OrderCommand } from '../order.commands';
import type { OrderState, PlacedOrder } from '../order.state';

export const assertActorMay = (command: OrderCommand, state: OrderState): void => {
  const { actor } = command.metadata;
  if (!roleMayIssue(actor.role, command.type)) {
    throw new DomainError('ORDER.ROLE_NOT_ALLOWED', `${actor.role} may not ${command.type}`, {
      params: { role: actor.role, command: command.type },
    });
  }
  if (actor.role === 'MEMBER' && state.memberId !== null && state.memberId !== actor.id) {
    throw new DomainError('ORDER.NOT_OWNER', 'This order belongs to another member');
  }
};

export type PlacedState = OrderState & {
  orderId: string;
  order: PlacedOrder;
  status: NonNullable<OrderState['status']>;
};

export const requirePlaced = (state: OrderState): PlacedState => {
  if (state.discarded) throw new DomainError('ORDER.DRAFT_DISCARDED', 'The draft was discarded');
  if (state.status === null) throw new DomainError('ORDER.NOT_FOUND', 'No such order');
  if (state.order === null || state.orderId === null)
    throw new DomainError('ORDER.NOT_PLACED', 'The order is still a draft');
  return state as PlacedState;
};

export const requirePaid = (
  state: OrderState,
): PlacedState & { payment: NonNullable<OrderState['payment']> } => {
  const placed = requirePlaced(state);
  if (placed.payment === null) throw new DomainError('ORDER.NOT_PAID', 'The order is not paid');
  return placed as PlacedState & { payment: NonNullable<OrderState['payment']> };
};

// Forward processing: paid, not cancelled, and exactly at one of the expected steps.
export const requireStep = (state: OrderState, expected: readonly ProcessingStatus[]): PlacedState => {
  const paid = requirePaid(state);
  if (paid.cancelled) throw new DomainError('ORDER.CANCELLED', 'The order was cancelled');
  if (!expected.includes(paid.processingStatus)) {
    throw new DomainError(
      'ORDER.STEP_OUT_OF_ORDER',
      `Expected ${expected.join(' or ')}, order is ${paid.processingStatus}`,
      {
        params: { expected: expected.join(','), actual: paid.processingStatus },
      },
    );
  }
  return paid;
};

export const stageOf = (state: OrderState): DisplayStage | null => ruleStageOf(state);

export const requireReason = (reason: string | undefined | null): string => {
  if (typeof reason !== 'string' || reason.trim() === '') {
    throw new DomainError('ORDER.REASON_REQUIRED', 'A reason is required', {
      fieldErrors: [{ field: 'reason', rule: 'required' }],
    });
  }
  return reason.trim();
};

export const invalid = (fieldErrors: FieldError[], message = 'Invalid input'): void => {
  if (fieldErrors.length > 0) throw new DomainError('ORDER.INVALID', message, { fieldErrors });
};

export const instantOf = (iso: string, field: string): number => {
  const ms = typeof iso === 'string' ? Date.parse(iso) : NaN;
  if (Number.isNaN(ms)) invalid([{ field, rule: 'pattern' }], `${field} is not an ISO-8601 instant`);
  return ms;
};
