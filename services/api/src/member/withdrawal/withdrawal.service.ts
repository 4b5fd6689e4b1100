import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiException } from '../../errors';
import { SessionService, emailHash } from '../../auth';
import { TableChanges } from '../../table-changes';
import { MemberEntity } from '../persistence/member.entity';
import { UNFINISHED_ORDERS, type UnfinishedOrders } from './unfinished-orders.port';

@Injectable()
export class WithdrawalService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
    @Inject(UNFINISHED_ORDERS) private readonly orders: UnfinishedOrders,
    private readonly changes: TableChanges,
  ) {}

  /**
   * Personal data goes; the consent records stay (proof of what was agreed) and a hash of the e-mail
   * stays in withdrawn_email so the address can never sign up again (spec §4).
   */
  async withdraw(memberId: string): Promise<void> {
    const open = await this.orders.listUnfinished(memberId);
    if (open.length > 0)
      throw new ApiException(
        HttpStatus.CONFLICT,
        'MEMBER.WITHDRAWAL_BLOCKED',
        { count: open.length },
        { orders: open },
      );
    await this.dataSource.transaction(async (m) => {
      const member = await m
        .getRepository(MemberEntity)
        .findOne({ where: { id: memberId }, lock: { mode: 'pessimistic_write' } });
      if (!member || member.status === 'WITHDRAWN') throw ApiException.notFound('MEMBER.NOT_FOUND');
      if (member.email)
        await m.query(
          `INSERT INTO withdrawn_email (email_hash, withdrawn_at) VALUES ($1, now()) ON CONFLICT DO NOTHING`,
          [emailHash(member.email)],
        );
      await m.getRepository(MemberEntity).update(
        { id: memberId },
        {
          status: 'WITHDRAWN',
          withdrawnAt: new Date(),
          email: null,
          nickname: null,
          name: null,
          birthDate: null,
          phone: null,
          passwordHash: null,
          socialId: null,
          photoUrl: null,
          thumbnailUrl: null,
        },
      );
      await m.query(`DELETE FROM member_address WHERE member_id = $1`, [memberId]);
      await m.query(`DELETE FROM member_identity_verification WHERE member_id = $1`, [memberId]);
      await this.sessions.revokeAllOf(memberId, 'WITHDRAWN', undefined, m);
    });
    // The member's other sessions in this process end with the answer (their notice heard here).
    await this.changes.caughtUp();
  }
}
