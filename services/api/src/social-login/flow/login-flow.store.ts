import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import * as client from 'openid-client';
import type { AppConfig } from '@slabworks/config';
import type { SocialIdentity, SocialProvider } from '@slabworks/domain';
import { APP_CONFIG } from '../../config';
import type { Region } from '../../auth';
import { countInWindow, REDIS } from '../../redis';
import type { AuthorizationRequest } from '../providers/social-provider.port';

/** A log-in attempt may take this long at the provider (reading its consent screen, typing a password). */
export const FLOW_TTL_SECONDS = 10 * 60;
/** A person coming back without an account has this long to give consents (and verify an e-mail). */
export const PENDING_TTL_SECONDS = 30 * 60;
/** Wrong passwords or codes one pending link may take before it is dropped (issue #30). */
export const PENDING_PROOF_TRIES = 5;

export interface LoginFlow extends AuthorizationRequest {
  readonly provider: SocialProvider;
  readonly region: Region;
  readonly returnUrl: string;
}

/** A provider identity that has no member yet: sign-up, or linking to the account holding its e-mail. */
export interface PendingSocialLogin {
  readonly identity: SocialIdentity;
  readonly region: Region;
  readonly returnUrl: string;
  readonly step: 'link' | 'sign-up';
  readonly memberId: string | null;
  readonly askEmail: boolean;
  /** The e-mail a code was sent to (askEmail); sign-up needs that code. */
  readonly emailToVerify: string | null;
}

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * Both live in Redis under hashes of their handles. A flow is taken once (GETDEL): a replayed
 * state finds nothing. The browser holds the handles in HttpOnly cookies (social-cookies.ts).
 */
@Injectable()
export class LoginFlowStore {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async begin(
    provider: SocialProvider,
    region: Region,
    returnUrl: string,
    redirectUri: string,
  ): Promise<LoginFlow> {
    const flow: LoginFlow = {
      provider,
      region,
      returnUrl,
      redirectUri,
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    };
    await this.redis.set(this.key('flow', flow.state), JSON.stringify(flow), 'EX', FLOW_TTL_SECONDS);
    return flow;
  }

  async take(state: string): Promise<LoginFlow | null> {
    const raw = await this.redis.getdel(this.key('flow', state));
    return raw ? (JSON.parse(raw) as LoginFlow) : null;
  }

  async holdPending(pending: PendingSocialLogin): Promise<string> {
    const ticket = randomBytes(24).toString('base64url');
    await this.redis.set(this.key('pending', ticket), JSON.stringify(pending), 'EX', PENDING_TTL_SECONDS);
    return ticket;
  }

  async pending(ticket: string): Promise<PendingSocialLogin | null> {
    const raw = await this.redis.get(this.key('pending', ticket));
    return raw ? (JSON.parse(raw) as PendingSocialLogin) : null;
  }

  async updatePending(ticket: string, pending: PendingSocialLogin): Promise<void> {
    await this.redis.set(
      this.key('pending', ticket),
      JSON.stringify(pending),
      'EX',
      PENDING_TTL_SECONDS,
      'XX',
    );
  }

  /**
   * Counts a proof (password or code) against the ticket before it is checked, so parallel guesses
   * cannot get past PENDING_PROOF_TRIES between a check and its count. Returns this try's number.
   */
  async takeProofTry(ticket: string): Promise<number> {
    const key = this.key('tries', ticket);
    return countInWindow(this.redis, key, PENDING_TTL_SECONDS);
  }

  /** Gives back a try that checked nothing (the code had expired or was used up). */
  async returnProofTry(ticket: string): Promise<void> {
    await this.redis.decr(this.key('tries', ticket));
  }

  /** True for the one caller that finished it (two tabs submitting at once: one wins). */
  async finishPending(ticket: string): Promise<boolean> {
    return (await this.redis.del(this.key('pending', ticket))) === 1;
  }

  private key(kind: 'flow' | 'pending' | 'tries', handle: string): string {
    return `${this.config.redisPrefix}:social:${kind}:${sha(handle)}`;
  }
}
