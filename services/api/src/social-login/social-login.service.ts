import { AUTH_CODES, MEMBER_CODES, SOCIAL_CODES, type Language } from '@slabworks/contracts';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, IsNull, Not, QueryFailedError } from 'typeorm';
import {
  canUnlinkSocial,
  decideSocialLogin,
  validateEmail,
  validateNickname,
  type SocialAccount,
  type SocialIdentity,
  type SocialProvider,
} from '@slabworks/domain';
import {
  LoginLockService,
  PasswordHasher,
  SessionService,
  type NewTokens,
  emailHash,
  normalizeEmail,
  type Region,
} from '../auth';
import { ApiException } from '../errors';
import { AccountMailService } from '../mail';
import {
  MemberEntity,
  WithdrawnEmailEntity,
  CONSENT_DOCUMENTS,
  type ConsentField,
  registerMember,
  CODE_TTL_SECONDS,
  VerificationCodeStore,
  type CodeCheck,
} from '../member';
import { LoginFlowStore, PENDING_PROOF_TRIES, type PendingSocialLogin } from './flow/login-flow.store';
import {
  SOCIAL_PROVIDER_PORTS,
  SocialCallbackError,
  type SocialProviderPorts,
} from './providers/social-provider.port';
import type { SocialSignupRequestDto } from './social-login.request.dto';

/** Link codes live apart from sign-up codes, so one can never stand in for the other. */
const linkCodeSubject = (email: string) => `social-link:${email}`;

export type CallbackOutcome =
  | { kind: 'session'; member: MemberEntity; tokens: NewTokens; returnUrl: string }
  | { kind: 'pending'; ticket: string; returnUrl: string }
  | { kind: 'refused'; code: string };

const accountOf = (m: MemberEntity): SocialAccount => ({
  id: m.id,
  region: m.supportRegion,
  hasPassword: m.passwordHash !== null,
  socialProvider: m.socialProvider,
});

/**
 * The provider came back: check the attempt (state bound to this browser, taken once), let the
 * provider adapter check code, PKCE, nonce and ID token, then log in, refuse, or hold the identity
 * for sign-up or linking (decideSocialLogin in libs/domain says which).
 */
@Injectable()
export class SocialLoginService {
  private readonly logger = new Logger('SocialLogin');

  constructor(
    private readonly dataSource: DataSource,
    private readonly flows: LoginFlowStore,
    private readonly sessions: SessionService,
    private readonly hasher: PasswordHasher,
    private readonly lock: LoginLockService,
    private readonly codes: VerificationCodeStore,
    private readonly mail: AccountMailService,
    @Inject(SOCIAL_PROVIDER_PORTS) private readonly ports: SocialProviderPorts,
  ) {}

  enabled(): SocialProvider[] {
    return [...this.ports.keys()];
  }

  async start(provider: SocialProvider, region: Region, returnUrl: string, redirectUri: string) {
    const port = this.ports.get(provider);
    if (!port) throw ApiException.notFound(SOCIAL_CODES.providerOff);
    const flow = await this.flows.begin(provider, region, returnUrl, redirectUri);
    return { state: flow.state, url: await port.authorizationUrl(flow) };
  }

  async callback(
    provider: SocialProvider,
    callbackUrl: URL,
    browserState: string | undefined,
  ): Promise<CallbackOutcome> {
    const state = callbackUrl.searchParams.get('state');
    try {
      // Taken before anything else, so a replay of this state finds nothing even if this attempt fails.
      const flow = state ? await this.flows.take(state) : null;
      if (!state || !flow || state !== browserState || flow.provider !== provider)
        throw new SocialCallbackError(
          'STATE_INVALID',
          flow ? 'not this browser or provider' : 'unknown or spent state',
        );
      // The code is bound to the redirect_uri it was issued for: back on another host, it is refused.
      if (`${callbackUrl.origin}${callbackUrl.pathname}` !== flow.redirectUri)
        throw new SocialCallbackError(
          'STATE_INVALID',
          `came back to ${callbackUrl.origin}, not where it started`,
        );
      const port = this.ports.get(provider);
      if (!port) throw new SocialCallbackError('PROVIDER_ERROR', 'provider switched off');
      const identity = await port.identify(callbackUrl, flow);
      return await this.afterIdentity(identity, flow.region, flow.returnUrl);
    } catch (error) {
      if (!(error instanceof SocialCallbackError)) throw error;
      this.logger.warn(`${provider} log-in refused: ${error.message}`);
      return { kind: 'refused', code: SOCIAL_CODES.linkFailed };
    }
  }

  private async afterIdentity(
    identity: SocialIdentity,
    region: Region,
    returnUrl: string,
  ): Promise<CallbackOutcome> {
    const members = this.dataSource.getRepository(MemberEntity);
    const email = identity.email ? normalizeEmail(identity.email) : null;
    const linked = await members.findOneBy({
      socialProvider: identity.provider,
      socialId: identity.subject,
      status: Not('WITHDRAWN'),
    });
    const sameEmail = email ? await members.findOneBy({ email }) : null;
    const emailWithdrawn = email
      ? await this.dataSource.getRepository(WithdrawnEmailEntity).existsBy({ emailHash: emailHash(email) })
      : false;
    const decision = decideSocialLogin({
      identity: { ...identity, email },
      region,
      linked: linked ? accountOf(linked) : null,
      sameEmail: sameEmail ? accountOf(sameEmail) : null,
      emailWithdrawn,
    });
    switch (decision.kind) {
      case 'log-in':
        return { kind: 'session', member: linked!, tokens: await this.logIn(linked!), returnUrl };
      case 'refuse':
        return {
          kind: 'refused',
          code: {
            EMAIL_WITHDRAWN: AUTH_CODES.emailWithdrawn,
            OTHER_REGION: SOCIAL_CODES.otherRegion,
            LINKED_ELSEWHERE: SOCIAL_CODES.linkedElsewhere,
          }[decision.reason],
        };
      case 'link':
      case 'sign-up': {
        const ticket = await this.flows.holdPending({
          identity: { ...identity, email },
          region,
          returnUrl,
          step: decision.kind,
          memberId: decision.kind === 'link' ? decision.memberId : null,
          askEmail: decision.kind === 'sign-up' && decision.askEmail,
          emailToVerify: null,
        });
        return { kind: 'pending', ticket, returnUrl };
      }
    }
  }

  async pending(ticket: string | undefined): Promise<PendingSocialLogin> {
    const pending = ticket ? await this.flows.pending(ticket) : null;
    if (!pending) throw new ApiException(HttpStatus.GONE, SOCIAL_CODES.pendingExpired);
    return pending;
  }

  /**
   * Linking proves the account is yours: its password (one Argon2id check, like a log-in), or a code
   * mailed to the account's address (sendLinkCode). It is a log-in, so it obeys the log-in lock: a
   * locked account is refused before any check, and every wrong proof counts toward the lock. The
   * ticket itself allows PENDING_PROOF_TRIES wrong proofs, so one provider round trip cannot be
   * replayed for endless guesses.
   */
  async link(ticket: string | undefined, proof: { password?: string; code?: string }) {
    const pending = await this.pending(ticket);
    if (pending.step !== 'link' || !pending.memberId)
      throw new ApiException(HttpStatus.CONFLICT, SOCIAL_CODES.pendingExpired);
    const members = this.dataSource.getRepository(MemberEntity);
    const member = await members.findOneBy({ id: pending.memberId });
    // Withdrawn (e-mail erased) since the provider came back: nothing left to link to.
    if (!member?.email) throw new ApiException(HttpStatus.GONE, SOCIAL_CODES.pendingExpired);
    await this.lock.assertNotLocked(member.email);
    const tries = await this.flows.takeProofTry(ticket!);
    if (tries > PENDING_PROOF_TRIES) throw new ApiException(HttpStatus.GONE, SOCIAL_CODES.pendingExpired);
    const check = await this.checkProof(member.email, member.passwordHash, proof);
    if (check !== 'ok') {
      if (check === 'expired') {
        // Nothing was compared: there is no code (never sent, used, or past its 10 minutes).
        await this.flows.returnProofTry(ticket!);
        return this.codes.throwFor(check);
      }
      await this.lock.recordFailure(member.email);
      if (tries >= PENDING_PROOF_TRIES) {
        await this.flows.finishPending(ticket!);
        throw new ApiException(HttpStatus.TOO_MANY_REQUESTS, SOCIAL_CODES.tooManyTries);
      }
      if (proof.code !== undefined) return this.codes.throwFor(check);
      throw new ApiException(HttpStatus.BAD_REQUEST, AUTH_CODES.currentPasswordWrong);
    }
    await this.lock.clear(member.email);
    // A password proves the account, not its address: an account whose e-mail was never verified may
    // not log in by e-mail either, so it links only once the code (or the provider) proves the e-mail.
    const emailProven = proof.code !== undefined || pending.identity.emailVerified;
    if (!member.emailVerifiedAt && !emailProven)
      throw new ApiException(HttpStatus.FORBIDDEN, AUTH_CODES.emailNotVerified);
    if (!(await this.flows.finishPending(ticket!)))
      throw new ApiException(HttpStatus.GONE, SOCIAL_CODES.pendingExpired);
    const result = await members
      .update(
        { id: member.id, socialId: IsNull() },
        {
          socialProvider: pending.identity.provider,
          socialId: pending.identity.subject,
          ...(member.emailVerifiedAt ? {} : { emailVerifiedAt: new Date() }),
        },
      )
      .catch((error: unknown) => {
        // The provider account was linked to another member meanwhile (member_social_key).
        if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505')
          return { affected: 0 };
        throw error;
      });
    if (!result.affected) throw new ApiException(HttpStatus.CONFLICT, SOCIAL_CODES.linkedElsewhere);
    const linked = await members.findOneByOrFail({ id: member.id });
    return { member: linked, tokens: await this.logIn(linked), returnUrl: pending.returnUrl };
  }

  private async checkProof(
    email: string,
    passwordHash: string | null,
    proof: { password?: string; code?: string },
  ): Promise<CodeCheck> {
    if (proof.code !== undefined) return this.codes.check('email', linkCodeSubject(email), proof.code);
    return (await this.hasher.verify(passwordHash, proof.password ?? '')) ? 'ok' : 'wrong';
  }

  /** The other proof for linking: a code to the account's own address (never one the caller names). */
  async sendLinkCode(ticket: string | undefined, lang: Language): Promise<void> {
    const pending = await this.pending(ticket);
    if (pending.step !== 'link' || !pending.memberId)
      throw new ApiException(HttpStatus.CONFLICT, SOCIAL_CODES.pendingExpired);
    const member = await this.dataSource.getRepository(MemberEntity).findOneBy({ id: pending.memberId });
    if (!member?.email) throw new ApiException(HttpStatus.GONE, SOCIAL_CODES.pendingExpired);
    // A locked account cannot be linked, so no code is mailed for it either.
    await this.lock.assertNotLocked(member.email);
    const subject = linkCodeSubject(member.email);
    await this.codes.claimSendSlot('email', subject);
    const code = await this.codes.issue('email', subject);
    await this.mail.emailCode(member.email, code, lang, CODE_TTL_SECONDS / 60);
  }

  /** The provider gave no e-mail (or did not vouch for it): a code goes to the one the person types. */
  async sendEmailCode(ticket: string | undefined, rawEmail: string, lang: Language): Promise<void> {
    const pending = await this.pending(ticket);
    if (pending.step !== 'sign-up' || !pending.askEmail)
      throw new ApiException(HttpStatus.CONFLICT, SOCIAL_CODES.pendingExpired);
    const problems = validateEmail(rawEmail);
    if (problems.length) throw ApiException.validation(problems);
    const email = normalizeEmail(rawEmail);
    await this.assertEmailFree(email);
    await this.codes.claimSendSlot('email', email);
    const code = await this.codes.issue('email', email);
    await this.flows.updatePending(ticket!, { ...pending, emailToVerify: email });
    await this.mail.emailCode(email, code, lang, CODE_TTL_SECONDS / 60);
  }

  /** Spec §5 consents as at every sign-up; no password (spec §5: none to change), no phone asked. */
  async signUp(ticket: string | undefined, body: SocialSignupRequestDto, lang: Language) {
    const pending = await this.pending(ticket);
    if (pending.step !== 'sign-up') throw new ApiException(HttpStatus.CONFLICT, SOCIAL_CODES.pendingExpired);
    const consents = body.consents ?? {};
    const problems = [
      ...validateNickname(body.nickname),
      ...(Object.keys(CONSENT_DOCUMENTS) as ConsentField[])
        .filter((f) => CONSENT_DOCUMENTS[f].required && consents[f] !== true)
        .map((f) => ({ field: `consents.${f}`, rule: 'agreementRequired' })),
      ...(pending.askEmail && !pending.emailToVerify ? [{ field: 'email', rule: 'required' }] : []),
      ...(pending.askEmail && !body.code ? [{ field: 'code', rule: 'required' }] : []),
    ];
    if (problems.length) throw ApiException.validation(problems);
    const email = pending.askEmail ? pending.emailToVerify! : pending.identity.email!;
    await this.assertEmailFree(email);
    if (pending.askEmail) await this.codes.consumeOrThrow('email', email, body.code!);
    if (!(await this.flows.finishPending(ticket!)))
      throw new ApiException(HttpStatus.GONE, SOCIAL_CODES.pendingExpired);
    const member = await registerMember(
      this.dataSource,
      {
        email,
        emailVerifiedAt: new Date(),
        nickname: body.nickname!.trim(),
        name: pending.identity.name,
        passwordHash: null,
        socialProvider: pending.identity.provider,
        socialId: pending.identity.subject,
        supportRegion: pending.region,
        language: lang,
        role: 'MEMBER',
        status: 'NOT_APPROVED',
      },
      consents,
    );
    return { member, tokens: await this.logIn(member), returnUrl: pending.returnUrl };
  }

  async unlink(memberId: string): Promise<MemberEntity> {
    const members = this.dataSource.getRepository(MemberEntity);
    const member = await members.findOneByOrFail({ id: memberId });
    if (!canUnlinkSocial(accountOf(member)))
      throw new ApiException(HttpStatus.BAD_REQUEST, SOCIAL_CODES.unlinkNeedsPassword);
    await members.update({ id: memberId }, { socialProvider: null, socialId: null });
    return members.findOneByOrFail({ id: memberId });
  }

  private async assertEmailFree(email: string): Promise<void> {
    if (await this.dataSource.getRepository(WithdrawnEmailEntity).existsBy({ emailHash: emailHash(email) }))
      throw new ApiException(HttpStatus.CONFLICT, MEMBER_CODES.emailWithdrawn);
    if (await this.dataSource.getRepository(MemberEntity).existsBy({ email }))
      throw new ApiException(HttpStatus.CONFLICT, MEMBER_CODES.emailTaken);
  }

  private async logIn(member: MemberEntity): Promise<NewTokens> {
    const tokens = await this.sessions.start(member.id);
    if (!member.dormantSince)
      await this.dataSource
        .getRepository(MemberEntity)
        .update({ id: member.id }, { lastLoginAt: new Date() });
    return tokens;
  }
}
