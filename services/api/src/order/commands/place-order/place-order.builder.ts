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
 * gap) with the placing's reservation row, which holds the photos too when there are no coupons;
 * coupons (and then the photos) are held after it, under that row (OrderPlacement, idempotent per
 * order). Then the executor decides and appends: the append
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
        couponIds: input.couponIds,
        coupon: { submitType: input.submitType, currency: input.currency },
        photos: input.photos,
        at: request.at,
      };
      const pricing = this.check(input, now, request, () =>
        Promise.all([
          this.pricer.price(input, request.caller, moment),
          this.placement.reserveNumbered(now, reservation),
        ]),
      );
      const [priced, orderNumber] = await pricing.checked
        .then(() => pricing.priced)
        .catch((refusal: unknown) => pricing.photosFirst(refusal));
      this.faults.reached('placing.prepared');
      // Without coupons the photos were held with the reservation row; coupons are held here.
      await this.placement.hold(reservation).catch((refusal: unknown) => pricing.photosFirst(refusal));
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
   * re-holder registry, with `price` (the pricing reads, the order number and the reservation row)
   * started beside it: one wait for both. The photos (the caller's own, in no other placed order) are
   * checked by the hold itself, which takes them all or none; only a refusal (the hold's, pricing's
   * or the registry's) reads them to name each problem (`unknownPhoto` or `photoInUse`), and their
   * problems win over the others' as before. Ids that are not even upload ids are read at once. A
   * refusal skips the number taken beside the checks, as any failed order does. `checked` rejects
   * with the checks' refusal; `priced` is only awaited after it, so its own failure is never
   * unhandled.
   */
  private check<T>(
    input: OrderInput,
    now: string,
    request: PlaceOrderRequest,
    price: () => Promise<T>,
  ): { checked: Promise<void>; priced: Promise<T>; photosFirst: (refusal: unknown) => Promise<never> } {
    const memberId = request.caller.id;
    // The photos' own problems, read only when something refused: they are the answer if any.
    const photosFirst = async (refusal: unknown): Promise<never> => {
      const photoProblems = await this.photos.placingProblems(memberId, input.photos, request.orderId);
      if (photoProblems.length) throw ApiException.validation(photoProblems.map(withParams));
      throw refusal;
    };
    // The same year bound decide applies, so a card from "next year" is refused before pricing.
    const problems: FieldProblem[] = validateOrderDraft(input, {
      currentYear: new Date(now).getUTCFullYear() + 1,
    });
    if (problems.length) {
      // One answer names every problem, the photos' included; nothing is priced.
      const refused = this.photos.problems(memberId, input.photos).then((photoProblems) => {
        throw ApiException.validation([...problems, ...photoProblems].map(withParams));
      });
      return { checked: refused, priced: refused as Promise<never>, photosFirst: () => refused };
    }
    if (!this.photos.allWellFormed(input.photos)) {
      // Photo ids are upload ids of the caller's own uploads, never URLs: refused before anything is written.
      const refused = photosFirst(new Error('a malformed photo id passed the photo check'));
      return { checked: refused, priced: refused, photosFirst: () => refused };
    }
    const priced = price();
    priced.catch(() => undefined); // awaited by the caller after `checked`; this only marks it handled
    const registry =
      input.submitType === 'REHOLDER' ? this.registry.assertAllGraded(input.certificationNumbers) : null;
    const checked = registry ?? Promise.resolve();
    return { checked, priced, photosFirst };
  }
}

const withParams = (p: FieldProblem) => ({ ...p, params: p.params ?? {} });
