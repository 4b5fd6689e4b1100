import { Global, Module } from '@nestjs/common';
import { MEMBER_ACCOUNTS } from '../../auth';
import { MemberAccountsAdapter } from './member-accounts.adapter';

// Global because AuthModule (global itself, and imported by no one's module list) injects it.
@Global()
@Module({
  providers: [{ provide: MEMBER_ACCOUNTS, useClass: MemberAccountsAdapter }],
  exports: [MEMBER_ACCOUNTS],
})
export class MemberAccountsModule {}
