import type { EntityManager } from 'typeorm';
import type { StoredMemberStatus } from '../member.values';

/** What log-in and password reset need to know of a member's account. */
export interface AccountHolder {
  readonly id: string;
  readonly email: string | null;
  readonly passwordHash: string | null;
  readonly status: StoredMemberStatus;
  readonly emailVerifiedAt: Date | null;
  readonly dormantSince: Date | null;
  lastLoginAt: Date | null;
}

/**
 * The members as the session sees them. Auth owns the port and the member module implements it
 * (member/session/member-accounts.adapter.ts): members use auth's guards, so auth may not import member.
 */
export interface MemberAccounts {
  byEmail(email: string): Promise<AccountHolder | null>;
  byId(id: string, manager?: EntityManager): Promise<AccountHolder | null>;
  /** Whether the address (its emailHash) belonged to a member who withdrew. */
  isWithdrawn(emailHash: string): Promise<boolean>;
  recordLogIn(memberId: string, at: Date): Promise<void>;
  setPasswordHash(memberId: string, passwordHash: string, manager: EntityManager): Promise<void>;
}

export const MEMBER_ACCOUNTS = Symbol('MEMBER_ACCOUNTS');
