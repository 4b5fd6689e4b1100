import { Injectable } from '@nestjs/common';
import { DataSource, Not, IsNull } from 'typeorm';
import { TableChanges } from '../../table-changes';
import { MemberEntity } from '../persistence/member.entity';

/** Restoring is the one thing a dormant member can do (spec §4); it counts as a log-in. */
@Injectable()
export class DormancyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: TableChanges,
  ) {}

  async restore(memberId: string): Promise<void> {
    await this.dataSource
      .getRepository(MemberEntity)
      .update({ id: memberId, dormantSince: Not(IsNull()) }, { dormantSince: null, lastLoginAt: new Date() });
    // Kept sessions and memberships change with this row: the caller's next request, which may come
    // at once, sees it (its notice heard here).
    await this.changes.caughtUp();
  }
}
