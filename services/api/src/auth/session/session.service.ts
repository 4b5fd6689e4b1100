import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import type { AppConfig } from '@slabworks/config';
import { ChangeInvalidatedCache } from '@slabworks/connections';
import { APP_CONFIG } from '../../config';
import { TableChanges } from '../../table-changes';
import { ApiException } from '../../errors';
import { mbStatusOf, type MemberRole, type Region, type StoredMemberStatus } from '../member.values';
import { AccessTokenService } from './access-token.service';
import { hashToken, newSecretToken } from './secret-token';
import type { SessionMember } from './session-member';

export interface NewTokens {
  readonly memberId: string;
  readonly familyId: string;
  readonly accessToken: string;
  readonly accessSeconds: number;
  readonly refreshToken: string;
  readonly refreshExpiresAt: Date;
}

type RenewOutcome = { kind: 'renewed'; tokens: NewTokens } | { kind: 'refused'; code: string };

interface SessionRow {
  id: string;
  role: MemberRole;
  support_region: Region;
  status: StoredMemberStatus;
  dormant_since: Date | null;
  discount_rate_bp: number | null;
  expires_at: Date;
}

/** A signed-in caller as resolved, until its family's expiry (what the cache may keep). */
interface ResolvedSession {
  readonly member: SessionMember;
  readonly expiresAtMs: number;
}

/**
 * Log-in sessions: one family per log-in, refresh tokens rotated on every renewal, a spent token
 * presented again revokes the whole family (ASVS V10.4.5). Families never outlive REFRESH_TOKEN_DAYS.
 * Within REFRESH_GRACE_SECONDS of its first use a spent token renews the same family once more
 * (docs/members.md: concurrent renewals from two tabs).
 */
@Injectable()
export class SessionService {
  /**
   * Every signed-in request resolves its session; kept per member until the member's row or one of
   * their session families changes (the tables' triggers, any process), so a request costs no
   * statement of its own. Revocations made here also evict at once, before their answer goes out.
   */
  private readonly resolved: ChangeInvalidatedCache<ResolvedSession>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessTokenService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly changes: TableChanges,
  ) {
    this.resolved = new ChangeInvalidatedCache(changes, {
      tables: { member: 'row', session_family: 'row' },
      maxEntries: 20_000,
      maxAgeMs: 60_000,
      validUntil: (session) => session.expiresAtMs,
    });
  }

  async start(memberId: string, manager: EntityManager = this.dataSource.manager): Promise<NewTokens> {
    const familyId = randomUUID();
    const expiresAt = new Date(Date.now() + this.config.auth.refreshTokenDays * 86_400_000);
    await manager.query(`INSERT INTO session_family (id, member_id, expires_at) VALUES ($1, $2, $3)`, [
      familyId,
      memberId,
      expiresAt,
    ]);
    return this.issue(manager, memberId, familyId, expiresAt);
  }

  async renew(refreshToken: string): Promise<NewTokens> {
    const outcome = await this.dataSource.transaction(async (m): Promise<RenewOutcome> => {
      const rows: Array<{
        family_id: string;
        used_at: Date | null;
        member_id: string;
        expires_at: Date;
        revoked_at: Date | null;
        status: string;
        in_grace: boolean;
      }> = await m.query(
        `SELECT t.family_id, t.used_at, f.member_id, f.expires_at, f.revoked_at, mb.status,
                t.used_at > now() - make_interval(secs => $2) AS in_grace
           FROM refresh_token t
           JOIN session_family f ON f.id = t.family_id
           JOIN member mb ON mb.id = f.member_id
          WHERE t.token_hash = $1
          FOR UPDATE OF t, f`,
        [hashToken(refreshToken), this.config.auth.refreshGraceSeconds],
      );
      const row = rows[0];
      if (!row || row.revoked_at || row.expires_at.getTime() <= Date.now())
        return { kind: 'refused', code: 'AUTH.SESSION_EXPIRED' };
      if (row.used_at && row.in_grace && row.status !== 'WITHDRAWN') {
        // Two tabs renewing at once: the loser gets a token of the same session, not a log-out.
        return { kind: 'renewed', tokens: await this.issue(m, row.member_id, row.family_id, row.expires_at) };
      }
      if (row.used_at) {
        // Someone holds a copy of a spent token (past the grace window): end the session for both parties.
        await this.revokeFamilyWith(m, row.family_id, 'REFRESH_REUSED');
        return { kind: 'refused', code: 'AUTH.REFRESH_REUSED' };
      }
      if (row.status === 'WITHDRAWN') {
        await this.revokeFamilyWith(m, row.family_id, 'WITHDRAWN');
        return { kind: 'refused', code: 'AUTH.SESSION_EXPIRED' };
      }
      await m.query(`UPDATE refresh_token SET used_at = now() WHERE token_hash = $1`, [
        hashToken(refreshToken),
      ]);
      return { kind: 'renewed', tokens: await this.issue(m, row.member_id, row.family_id, row.expires_at) };
    });
    if (outcome.kind === 'refused') {
      // A spent token presented again revoked its family inside the transaction: refused here from now on.
      await this.changes.caughtUp();
      throw new ApiException(HttpStatus.UNAUTHORIZED, outcome.code);
    }
    return outcome.tokens;
  }

  /** The caller behind a valid access token, or undefined when the member or the session is gone. */
  async resolve(memberId: string, familyId: string): Promise<SessionMember | undefined> {
    const session = await this.resolved.get(memberId, familyId, () => this.read(memberId, familyId));
    return session && Date.now() < session.expiresAtMs ? session.member : undefined;
  }

  private async read(memberId: string, familyId: string): Promise<ResolvedSession | undefined> {
    const rows: SessionRow[] = await this.dataSource.query(
      `SELECT m.id, m.role, m.support_region, m.status, m.dormant_since, m.discount_rate_bp, f.expires_at
         FROM member m JOIN session_family f ON f.member_id = m.id
        WHERE m.id = $1 AND f.id = $2 AND f.revoked_at IS NULL AND f.expires_at > now()
          AND m.status <> 'WITHDRAWN'`,
      [memberId, familyId],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      member: {
        id: row.id,
        role: row.role,
        region: row.support_region,
        status: mbStatusOf({ status: row.status, dormantSince: row.dormant_since }),
        discountRateBp: row.discount_rate_bp,
        sessionId: familyId,
      },
      expiresAtMs: row.expires_at.getTime(),
    };
  }

  async revokeFamily(familyId: string, reason: string): Promise<void> {
    await this.revokeFamilyWith(this.dataSource.manager, familyId, reason);
    this.resolved.clear(); // the family's member is not at hand; revocations are rare
  }

  async revokeByRefreshToken(refreshToken: string, reason: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE session_family SET revoked_at = now(), revoked_reason = $2
        WHERE revoked_at IS NULL AND id = (SELECT family_id FROM refresh_token WHERE token_hash = $1)`,
      [hashToken(refreshToken), reason],
    );
    this.resolved.clear();
  }

  /**
   * After a transaction that revoked sessions (revokeAllOf with its manager) has committed: this
   * process refuses them from its next request on (their notice heard here, not only once it comes).
   */
  heardRevocations(): Promise<void> {
    return this.changes.caughtUp();
  }

  /** Ends every session of a member, except `keep` (the caller's own, after a password change). */
  async revokeAllOf(
    memberId: string,
    reason: string,
    keep?: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.query(
      `UPDATE session_family SET revoked_at = now(), revoked_reason = $2
        WHERE member_id = $1 AND revoked_at IS NULL AND ($3::uuid IS NULL OR id <> $3::uuid)`,
      [memberId, reason, keep ?? null],
    );
    // Inside a caller's transaction this is early, and the commit's notice evicts again.
    this.resolved.evictGroup(memberId);
  }

  private async revokeFamilyWith(m: EntityManager, familyId: string, reason: string): Promise<void> {
    await m.query(
      `UPDATE session_family SET revoked_at = now(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL`,
      [familyId, reason],
    );
  }

  private async issue(
    m: EntityManager,
    memberId: string,
    familyId: string,
    expiresAt: Date,
  ): Promise<NewTokens> {
    const refreshToken = newSecretToken();
    await m.query(`INSERT INTO refresh_token (token_hash, family_id) VALUES ($1, $2)`, [
      hashToken(refreshToken),
      familyId,
    ]);
    return {
      memberId,
      familyId,
      accessToken: this.access.sign(memberId, familyId),
      accessSeconds: this.access.lifetimeSeconds,
      refreshToken,
      refreshExpiresAt: expiresAt,
    };
  }
}
