import { CreateAddressBook1764000000300 } from '../../address';
import { CreateSessionTables1764000000100 } from '../../auth';
import { CreateLocalMailbox1764000000200 } from '../../mail';
import { MemberNotificationSettings1764000013000 } from './migrations/1764000013000-member-notification-settings';
import { CreateMemberTables1764000000000 } from './migrations/1764000000000-create-member-tables';
import { IdentityVerification1764400036200 } from './migrations/1764400036200-identity-verification';

// Members, sessions, the local mailbox and addresses, in the order their foreign keys need.
export const MEMBER_MIGRATIONS = [
  CreateMemberTables1764000000000,
  CreateSessionTables1764000000100,
  CreateLocalMailbox1764000000200,
  CreateAddressBook1764000000300,
  MemberNotificationSettings1764000013000,
  IdentityVerification1764400036200,
];
