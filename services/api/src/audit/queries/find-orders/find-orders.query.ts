import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { auditOrderSearch, type Page } from '@slabworks/read-models';
import { DataSource } from 'typeorm';
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

/**
 * Finds orders for an auditor (drafts included: they are history too) by order no., the member's
 * e-mail, the day range it was created in, or a certification no. it scored or re-holdered.
 */
@QueryHandler(FindAuditOrdersQuery)
export class FindAuditOrdersHandler implements IQueryHandler<FindAuditOrdersQuery, Page<AuditOrderHit>> {
  constructor(
    private readonly db: DataSource,
    private readonly actors: ActorDirectory,
  ) {}

  async execute(query: FindAuditOrdersQuery): Promise<Page<AuditOrderHit>> {
    const { orderNumber, email, from, to, certificationNumber } = query.filter;
    const memberIds = email?.trim() ? await this.actors.memberIdsByEmail(email.trim()) : undefined;
    const page = await auditOrderSearch(
      this.db,
      { orderNumber, memberIds, from, to, certificationNumber },
      query.page,
      query.size,
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
