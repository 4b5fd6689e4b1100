import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@slabworks/config';
import { validateOrderDraft, type OrderDraft, type OrderInput, type OrderState } from '@slabworks/domain';
import { APP_CONFIG } from '../../../config';
import { ApiException, type FieldProblem } from '../../../errors';
import { PhotoAttachments } from '../../../upload';
import { currencyOf, type OrderCaller } from '../../core/order-caller';
import type { CommandBuilder } from '../../core/order-command.executor';
import { FaultPoints } from '../../placement/fault-points';
import { OrderPlacement } from '../../placement/order-placement.service';
import { OrderPricer } from '../../pricing/order-pricer';
import { CertificationRegistryCheck } from '../../reholder/certification-registry.check';
import { toOrderInput } from './order-input.mapper';

export interface PlaceOrderRequest {
  orderId: string;
  /** The placing's command id: its reservation is keyed by it (retries with the same key share it). */
  commandId: string;
  caller: OrderCaller;
  /** What the member sent; with fromDraft it overrides the saved draft field by field. */
  input: OrderDraft;
  fromDraft: boolean;
  /** When the request came: the reservation's time (the worker's sweep measures the hold from it). */
  at: Date;
}

/**
 * Builds PlaceOrder on the folded state. Preparing validates (spec §5), checks the photos and
 * re-holder numbers, prices with the server's cost policy (client prices and counts are never read)
 * and takes the day's next order number (a sequence: a number skipped by a failed order is only a
 * gap) with the placing's reservation row. Then it holds the coupons and photos for this order under
 * that row (OrderPlacement, idempotent per order) and the executor decides and appends: the append
 * is the commit point, and a reservation it never confirms is given back (docs/architecture.md).
 */
@Injectable()
export class PlaceOrderBuilder {
  constructor(
    private readonly pricer: OrderPricer,
    private readonly registry: CertificationRegistryCheck,
    private readonly photos: PhotoAttachments,
    private readonly placement: OrderPlacement,
    private readonly faults: FaultPoints,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  for(request: PlaceOrderRequest): CommandBuilder {
    return async (state, now) => {
      if (request.fromDraft && state.status === null) throw ApiException.notFound('ORDER.NOT_FOUND');
      const input = this.inputOf(request, state);
      const moment = { now: new Date(now), orderId: request.orderId };
      // Pricing (membership and cost policy, usually kept in memory) and the order number with the
      // placing's reservation row go out beside the photo and registry checks once the form itself is
      // valid: one wait for all. A refusal of the checks wins; the row is then settled like any other.
      const reservation = {
        orderId: request.orderId,
        commandId: request.commandId,
        memberId: request.caller.id,
        at: request.at,
      };
      const pricing = this.check(input, now, request, () =>
        Promise.all([
          this.pricer.price(input, request.caller, moment),
          this.placement.reserveNumbered(now, reservation),
        ]),
      );
      await pricing.checked;
      const [priced, orderNumber] = await pricing.priced;
      this.faults.reached('placing.prepared');
      await this.placement.hold({
        orderId: request.orderId,
        memberId: request.caller.id,
        couponIds: input.couponIds,
        coupon: { submitType: input.submitType, currency: input.currency },
        photos: input.photos,
        at: request.at,
      });
      this.faults.reached('placing.reserved');
      return {
        type: 'PlaceOrder',
        data: {
          orderId: request.orderId,
          orderNumber,
          order: input,
          pricing: priced,
          // Unpaid by then, the order expires and gives its coupon and photos back (issue #31).
          payBy: new Date(Date.parse(now) + this.config.payment.unpaidOrderHours * 3_600_000).toISOString(),
        },
      };
    };
  }

  private inputOf(request: PlaceOrderRequest, state: OrderState): OrderInput {
    const base = request.fromDraft ? { ...(state.draft ?? {}), ...request.input } : request.input;
    return toOrderInput(base, currencyOf(request.caller));
  }

  /**
   * The form's rules first (synchronously: pricing is never started on an invalid form), then the
   * photos (the caller's own, in no other placed order) and the re-holder registry, with `price`
   * (the pricing reads and the order number) started beside them: one wait for all. A refusal of the
   * checks then skips the number taken beside them, as any failed order does. `checked` rejects with
   * the checks' refusal; `priced` is only awaited after it, so its own failure is never unhandled.
   */
  private check<T>(
    input: OrderInput,
    now: string,
    request: PlaceOrderRequest,
    price: () => Promise<T>,
  ): { checked: Promise<void>; priced: Promise<T> } {
    const memberId = request.caller.id;
    // The same year bound decide applies, so a card from "next year" is refused before pricing.
    const problems: FieldProblem[] = validateOrderDraft(input, {
      currentYear: new Date(now).getUTCFullYear() + 1,
    });
    if (problems.length) {
      // One answer names every problem, the photos' included; nothing is priced.
      const refused = this.photos.problems(memberId, input.photos).then((photoProblems) => {
        throw ApiException.validation([...problems, ...photoProblems].map(withParams));
      });
      return { checked: refused, priced: refused as Promise<never> };
    }
    const priced = price();
    priced.catch(() => undefined); // awaited by the caller after `checked`; this only marks it handled
    // Photos are upload ids of the caller's own uploads (never URLs or someone else's photos).
    const photos = this.photos.placingProblems(memberId, input.photos, request.orderId);
    const registry =
      input.submitType === 'REHOLDER' ? this.registry.assertAllGraded(input.certificationNumbers) : null;
    registry?.catch(() => undefined); // awaited below, after the photos' answer
    const checked = (async () => {
      const photoProblems = await photos;
      if (photoProblems.length) throw ApiException.validation(photoProblems.map(withParams));
      await registry;
    })();
    return { checked, priced };
  }
}

const withParams = (p: FieldProblem) => ({ ...p, params: p.params ?? {} });
