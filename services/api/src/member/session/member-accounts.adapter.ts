import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AccountHolder, MemberAccounts } from '../../auth';
import { MemberEntity } from '../persistence/member.entity';
import { WithdrawnEmailEntity } from '../persistence/withdrawn-email.entity';

/** Auth's view of the members: the member rows themselves (LoginHttpController turns them into views). */
@Injectable()
export class MemberAccountsAdapter implements MemberAccounts {
  constructor(private readonly dataSource: DataSource) {}

  byEmail(email: string): Promise<MemberEntity | null> {
    return this.dataSource.getRepository(MemberEntity).findOneBy({ email });
  }

  byId(id: string, manager: EntityManager = this.dataSource.manager): Promise<AccountHolder | null> {
    return manager.getRepository(MemberEntity).findOneBy({ id });
  }

  isWithdrawn(emailHash: string): Promise<boolean> {
    return this.dataSource.getRepository(WithdrawnEmailEntity).existsBy({ emailHash });
  }

  async recordLogIn(memberId: string, at: Date): Promise<void> {
    await this.dataSource.getRepository(MemberEntity).update({ id: memberId }, { lastLoginAt: at });
  }

  async setPasswordHash(memberId: string, passwordHash: string, manager: EntityManager): Promise<void> {
    await manager.getRepository(MemberEntity).update({ id: memberId }, { passwordHash });
  }
}
