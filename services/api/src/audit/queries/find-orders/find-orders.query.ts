import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OrderReadModel, type Page } from '../../../order';
import { ActorDirectory } from '../../actors/actor-directory';

export interface AuditOrderFilter {
  orderNumber?: string;
  email?: string;
  from?: string;
  to?: string;
  certificationNumber?: string;
}

export interface AuditOrderHit {
  orderId: string;
  orderNumber: string | null;
  memberId: string;
  memberName: string | null;
  status: string;
  displayStage: string | null;
  totalAmount: number;
  currency: string | null;
  createdAt: string;
  placedAt: string | null;
  revision: number;
}

export class FindAuditOrdersQuery extends Query<Page<AuditOrderHit>> {
  constructor(
    readonly filter: AuditOrderFilter,
    readonly page: number,
    readonly size: number,
  ) {
    super();
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Finds orders for an auditor (drafts included: they are history too) by order no., the member's
 * e-mail, the day range it was created in, or a certification no. it scored or re-holdered.
 */
@QueryHandler(FindAuditOrdersQuery)
export class FindAuditOrdersHandler implements IQueryHandler<FindAuditOrdersQuery, Page<AuditOrderHit>> {
  constructor(
    private readonly orders: OrderReadModel,
    private readonly actors: ActorDirectory,
  ) {}

  async execute(query: FindAuditOrdersQuery): Promise<Page<AuditOrderHit>> {
    const { orderNumber, email, from, to, certificationNumber } = query.filter;
    const where: string[] = [];
    const params: unknown[] = [];
    if (orderNumber?.trim())
      where.push(`order_number ILIKE $${params.push(`%${escapeLike(orderNumber.trim())}%`)}`);
    if (email?.trim()) {
      const ids = await this.actors.memberIdsByEmail(email.trim());
      where.push(`member_id::text = ANY($${params.push(ids)}::text[])`);
    }
    // As JavaScript reads them (the DTO checked that it can): PostgreSQL refuses some ISO 8601 forms.
    if (from) where.push(`created_at >= $${params.push(new Date(from).toISOString())}::timestamptz`);
    if (to) where.push(`created_at < $${params.push(new Date(to).toISOString())}::timestamptz`);
    if (certificationNumber?.trim()) {
      const n = `$${params.push(certificationNumber.trim())}`;
      where.push(`order_id IN (SELECT order_id FROM read_models.certifications WHERE certification_number = ${n}
        UNION SELECT order_id FROM read_models.certification_lineage WHERE certification_number = ${n})`);
    }
    const page = await this.orders.page(
      where.length ? where.join(' AND ') : 'true',
      params,
      query.page,
      query.size,
      'created_at DESC, order_id',
    );
    const names = await this.actors.namesOf(page.items.map((o) => ({ id: o.memberId, role: 'MEMBER' })));
    return {
      ...page,
      items: page.items.map((o) => ({
        orderId: o.orderId,
        orderNumber: o.orderNumber,
        memberId: o.memberId,
        memberName: names.get(o.memberId) ?? null,
        status: o.status,
        displayStage: o.displayStage,
        totalAmount: o.totalAmount,
        currency: o.currency,
        createdAt: o.createdAt,
        placedAt: o.placedAt,
        revision: o.revision,
      })),
    };
  }
}
