import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { validateOrderDraft, type OrderDraft, type PricedOrder } from '@slabworks/domain';
import { ApiException } from '../../../errors';
import { currencyOf, type OrderCaller } from '../../core/order-caller';
import { toOrderInput } from '../../commands/place-order/order-input.mapper';
import { OrderPricer } from '../../pricing/order-pricer';

export class PriceQuoteQuery extends Query<PricedOrder> {
  constructor(
    readonly caller: OrderCaller,
    readonly cart: OrderDraft,
  ) {
    super();
  }
}

// A cart need not be complete to be priced; only the parts that change the price must be valid.
const PRICE_FIELDS =
  /^(submitType|orderType|currency|cardLines|certificationNumbers|couponIds|returnAddress\.postalCode)/;

/** The server's price of a cart: the same OrderPricer the placed order uses, nothing stored. */
@QueryHandler(PriceQuoteQuery)
export class PriceQuoteHandler implements IQueryHandler<PriceQuoteQuery, PricedOrder> {
  constructor(private readonly pricer: OrderPricer) {}

  async execute(q: PriceQuoteQuery): Promise<PricedOrder> {
    const input = toOrderInput(q.cart, currencyOf(q.caller));
    const problems = validateOrderDraft(input, { currentYear: new Date().getUTCFullYear() + 1 }).filter(
      (p) => PRICE_FIELDS.test(p.field) && !(p.field === 'returnAddress.postalCode' && p.rule === 'required'),
    );
    if (problems.length)
      throw ApiException.validation(problems.map((p) => ({ ...p, params: p.params ?? {} })));
    return this.pricer.price(input, q.caller);
  }
}
