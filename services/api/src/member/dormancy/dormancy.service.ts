import { Injectable } from '@nestjs/common';
import { DataSource, Not, IsNull } from 'typeorm';
import { MemberEntity } from '../persistence/member.entity';

/** Restoring is the one thing a dormant member can do (spec §4); it counts as a log-in. */
@Injectable()
export class DormancyService {
  constructor(private readonly dataSource: DataSource) {}

  async restore(memberId: string): Promise<void> {
    await this.dataSource
      .getRepository(MemberEntity)
      .update({ id: memberId, dormantSince: Not(IsNull()) }, { dormantSince: null, lastLoginAt: new Date() });
  }
}
