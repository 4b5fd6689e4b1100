import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@slabworks/event-store';
import {
  gradingOrderStream,
  validateOrderDraft,
  type OrderDraft,
  type OrderInput,
  type OrderState,
} from '@slabworks/domain';
import { CouponBook } from '../../../coupon/coupon-book.service';
import { EVENT_STORE } from '../../../event-store/event-store.module';
import { ApiException, type FieldProblem } from '../../../errors/api.exception';
import { PhotoAttachments } from '../../../upload/photo-attachments';
import { currencyOf, type OrderCaller } from '../../core/order-caller';
import type { CommandBuilder } from '../../core/order-command.executor';
import { OrderNumberSequence } from '../../numbering/order-number.sequence';
import { OrderPricer } from '../../pricing/order-pricer';
import { CertificationRegistryCheck } from '../../reholder/certification-registry.check';
import { toOrderInput } from './order-input.mapper';

export interface PlaceOrderRequest {
  orderId: string;
  caller: OrderCaller;
  /** What the member sent; with fromDraft it overrides the saved draft field by field. */
  input: OrderDraft;
  fromDraft: boolean;
  /** When the request came: marks the photos this request attaches (see giveBackUnplaced). */
  at: Date;
}

/**
 * Builds PlaceOrder on the folded state: validates (spec §5), checks re-holder numbers against the
 * registry, prices with the server's cost policy (client prices and counts are never read) and takes
 * the day's next order number. The executor then decides and appends like any other command.
 */
@Injectable()
export class PlaceOrderBuilder {
  constructor(
    private readonly pricer: OrderPricer,
    private readonly numbers: OrderNumberSequence,
    private readonly registry: CertificationRegistryCheck,
    private readonly photos: PhotoAttachments,
    private readonly coupons: CouponBook,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  for(request: PlaceOrderRequest): CommandBuilder {
    return async (state, now) => {
      if (request.fromDraft && state.status === null) throw ApiException.notFound('ORDER.NOT_FOUND');
      const input = this.inputOf(request, state);
      const moment = { now: new Date(now), orderId: request.orderId };
      // Pricing reads (membership, cost policy) and the order number go out beside the photo and
      // registry checks once the form itself is valid: one wait for all. A refusal of the checks wins.
      const pricing = this.check(input, now, request, () =>
        Promise.all([this.pricer.price(input, request.caller, moment), this.numbers.next(now)]),
      );
      await pricing.checked;
      const [priced, orderNumber] = await pricing.priced;
      // Held for this order before it is appended; giveBackUnplaced frees them if it never is.
      const order = { submitType: input.submitType, currency: input.currency };
      await this.coupons.spend(request.caller.id, request.orderId, input.couponIds, order, moment.now);
      return {
        type: 'PlaceOrder',
        data: { orderId: request.orderId, orderNumber, order: input, pricing: priced },
      };
    };
  }

  /**
   * Placing failed: the coupons held and the photos attached for this order go back, unless the
   * order was placed after all (a concurrent request for the same draft won; its hold is the same
   * order id and must stay). Only the photos this request attached: a draft's stay the draft's.
   */
  async giveBackUnplaced(request: Pick<PlaceOrderRequest, 'orderId' | 'at'>): Promise<void> {
    const events = await this.store.read(gradingOrderStream(request.orderId)).catch(() => null);
    if (events && events.some((event) => event.type === 'OrderPlaced')) return;
    await Promise.all([
      this.coupons.release(request.orderId),
      this.photos.releaseAttempt(request.orderId, request.at),
    ]);
  }

  private inputOf(request: PlaceOrderRequest, state: OrderState): OrderInput {
    const base = request.fromDraft ? { ...(state.draft ?? {}), ...request.input } : request.input;
    return toOrderInput(base, currencyOf(request.caller));
  }

  /**
   * The form's rules first (synchronously: pricing is never started on an invalid form), then the
   * photos' ownership (attaching them in the same statement) and the re-holder registry, with `price`
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
    const photos = this.photos.attachForPlacing(memberId, input.photos, request.orderId, request.at);
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
