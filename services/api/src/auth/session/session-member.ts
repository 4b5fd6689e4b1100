import type { MbStatus, MemberRole, Region } from '../member.values';

/** Who is calling, as every guard and @CurrentMember() sees it (read fresh from the database per request). */
export interface SessionMember {
  readonly id: string;
  readonly role: MemberRole;
  readonly region: Region;
  readonly status: MbStatus;
  readonly discountRateBp: number | null;
  readonly sessionId: string;
}
