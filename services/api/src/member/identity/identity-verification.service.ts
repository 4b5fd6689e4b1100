import { randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, Not } from 'typeorm';
import { MEMBER_CODES } from '@slabworks/contracts';
import type { AppConfig } from '@slabworks/config';
import {
  decideIdentityVerification,
  IDENTITY_VERIFICATION_MINUTES,
  type IdentityRefusal,
  type ProviderVerification,
} from '@slabworks/domain';
import { APP_CONFIG } from '../../config';
import { TableChanges } from '../../table-changes';
import { ApiException } from '../../errors';
import { MemberEntity } from '../persistence/member.entity';
import {
  IDENTITY_PROVIDER,
  IdentityProviderUnavailableError,
  type IdentityVerificationProvider,
} from './identity-provider.port';
import { SandboxIdentityProvider, type SandboxIdentityInput } from './sandbox-identity.provider';

/** What the browser opens the verification with: the sandbox's page, or PortOne's window. */
export interface IdentityVerificationStart {
  identityVerificationId: string;
  provider: 'sandbox' | 'portone';
  /** ISO 8601: confirm before this. */
  expiresAt: string;
  /** sandbox: the local page (this site) to open in a window. */
  sandboxUrl?: string;
  /** portone: PortOne.requestIdentityVerification({storeId, identityVerificationId, channelKey}). */
  portone?: { storeId: string; channelKey: string };
}

/** The member's verified identity, as confirmed. */
export interface IdentityVerificationResult {
  mbStatus: 'APPROVED';
  mbName: string;
  mbPhone: string;
  birthDate: string;
  /** ISO 8601 */
  identityVerifiedAt: string;
}

const REFUSALS: Record<IdentityRefusal, [HttpStatus, string]> = {
  NOT_FOUND: [HttpStatus.NOT_FOUND, 'IDENTITY.NOT_FOUND'],
  OTHER_MEMBER: [HttpStatus.FORBIDDEN, 'IDENTITY.OTHER_MEMBER'],
  ALREADY_USED: [HttpStatus.CONFLICT, 'IDENTITY.ALREADY_USED'],
  EXPIRED: [HttpStatus.GONE, 'IDENTITY.EXPIRED'],
  NOT_VERIFIED: [HttpStatus.CONFLICT, 'IDENTITY.NOT_VERIFIED'],
  NO_PHONE: [HttpStatus.CONFLICT, 'IDENTITY.NOT_VERIFIED'],
  UNDER_14: [HttpStatus.FORBIDDEN, 'IDENTITY.UNDER_14'],
};

/**
 * Identity before paying (docs/members.md "Identity verification"): a Korean member starts a
 * verification (its id is ours, bound to the member), verifies in the provider's window, and the api
 * confirms it by asking the provider. Once approved the member keeps the verified name, phone and
 * birth date and is never asked again; Taiwan members are approved by their SMS-proven phone.
 */
@Injectable()
export class IdentityVerificationService {
  private readonly logger = new Logger('IdentityVerification');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(IDENTITY_PROVIDER) private readonly provider: IdentityVerificationProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly changes: TableChanges,
  ) {}

  async start(memberId: string, language: string): Promise<IdentityVerificationStart> {
    const member = await this.dataSource.getRepository(MemberEntity).findOneByOrFail({ id: memberId });
    if (member.status === 'APPROVED')
      throw new ApiException(HttpStatus.CONFLICT, 'IDENTITY.ALREADY_VERIFIED');
    // No Korean 본인인증 for the Taiwan service: its members prove their phone by SMS code instead.
    if (member.supportRegion === 'TW') throw new ApiException(HttpStatus.CONFLICT, 'IDENTITY.USE_PHONE');
    const id = `identity-verification-${randomUUID()}`;
    const startedAt = new Date();
    await this.dataSource.query(
      `INSERT INTO member_identity_verification (id, member_id, provider, started_at) VALUES ($1, $2, $3, $4)`,
      [id, memberId, this.provider.name, startedAt],
    );
    const expiresAt = new Date(startedAt.getTime() + IDENTITY_VERIFICATION_MINUTES * 60_000).toISOString();
    if (this.provider.name === 'sandbox')
      return {
        identityVerificationId: id,
        provider: 'sandbox',
        expiresAt,
        sandboxUrl: `/api/member/identity-verifications/sandbox?${new URLSearchParams({ identityVerificationId: id, lang: language }).toString()}`,
      };
    return {
      identityVerificationId: id,
      provider: 'portone',
      expiresAt,
      portone: {
        storeId: this.config.identity.portone.storeId,
        channelKey: this.config.identity.portone.channelKey,
      },
    };
  }

  /** The window closed verified: the provider's record (not the browser's word) approves the caller. */
  async confirm(memberId: string, id: string, now = new Date()): Promise<IdentityVerificationResult> {
    const started = await this.started(id);
    // Someone else's or an unknown id is refused before the provider is asked anything.
    let result: ProviderVerification | null = null;
    if (started && started.memberId === memberId && !started.confirmedAt) {
      try {
        result = await this.provider.get(id);
      } catch (error) {
        if (!(error instanceof IdentityProviderUnavailableError)) throw error;
        this.logger.warn(`verification ${id}: ${error.message}`);
        throw new ApiException(HttpStatus.BAD_GATEWAY, 'IDENTITY.PROVIDER_UNAVAILABLE');
      }
    }
    const decision = decideIdentityVerification({ callerId: memberId, started, result, now });
    if (decision.kind === 'refuse') {
      const [status, code] = REFUSALS[decision.reason];
      throw new ApiException(status, code);
    }
    const approved = await this.dataSource.transaction(async (m): Promise<IdentityVerificationResult> => {
      // One confirmation per verification, even when two arrive at once.
      const claimed: Array<{ id: string }> = await m.query(
        `UPDATE member_identity_verification SET confirmed_at = $2 WHERE id = $1 AND confirmed_at IS NULL RETURNING id`,
        [id, now],
      );
      if (!claimed.length) throw new ApiException(HttpStatus.CONFLICT, 'IDENTITY.ALREADY_USED');
      const members = m.getRepository(MemberEntity);
      if (await members.existsBy({ phone: decision.phoneNumber, id: Not(memberId) }))
        throw new ApiException(HttpStatus.CONFLICT, MEMBER_CODES.emailOrPhoneTaken);
      await members.update(
        { id: memberId, status: 'NOT_APPROVED' },
        {
          status: 'APPROVED',
          name: decision.name,
          phone: decision.phoneNumber,
          phoneVerifiedAt: now,
          birthDate: decision.birthDate,
          identityVerifiedAt: now,
          identityProvider: this.provider.name,
        },
      );
      const member = await members.findOneByOrFail({ id: memberId });
      if (member.status !== 'APPROVED') throw new ApiException(HttpStatus.CONFLICT, 'IDENTITY.ALREADY_USED');
      return {
        mbStatus: 'APPROVED',
        mbName: member.name!,
        mbPhone: member.phone!,
        birthDate: member.birthDate!,
        identityVerifiedAt: member.identityVerifiedAt!.toISOString(),
      };
    });
    // Kept sessions and memberships change with this row: the caller's next request, which may come
    // at once, sees it (its notice heard here).
    await this.changes.caughtUp();
    return approved;
  }

  /** The sandbox page's "verify" for a verification someone started (404 otherwise). */
  async completeInSandbox(
    id: string,
    input: SandboxIdentityInput,
  ): Promise<{ status: 'VERIFIED' | 'FAILED' }> {
    const sandbox = this.sandbox();
    if (!(await this.started(id))) throw ApiException.notFound('IDENTITY.NOT_FOUND');
    return { status: await sandbox.complete(id, input) };
  }

  /**
   * The sandbox provider, or 404 with PortOne. Unlike the payment sandbox's page this one stays on a
   * staging production (PAYMENT_SANDBOX_ALLOWED=true, the only way production runs the sandbox):
   * without it nobody there could verify, so nobody could pay.
   */
  sandbox(): SandboxIdentityProvider {
    if (!(this.provider instanceof SandboxIdentityProvider)) throw ApiException.notFound();
    return this.provider;
  }

  private async started(id: string) {
    const rows: Array<{ member_id: string; started_at: Date; confirmed_at: Date | null }> =
      await this.dataSource.query(
        `SELECT member_id, started_at, confirmed_at FROM member_identity_verification WHERE id = $1`,
        [id],
      );
    const row = rows[0];
    return row
      ? { memberId: row.member_id, startedAt: new Date(row.started_at), confirmedAt: row.confirmed_at }
      : null;
  }
}
