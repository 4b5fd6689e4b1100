import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A person PortOne's window verified (verifiedCustomer). */
export interface FakeCustomer {
  name: string;
  birthDate: string;
  phoneNumber?: string;
  operator?: string;
}

/** The channel every played verification went through (one live Danal channel). */
const CHANNEL = {
  type: 'LIVE',
  id: 'channel-id',
  key: 'channel-key-1',
  name: 'danal',
  pgProvider: 'DANAL',
  pgMerchantId: 'A010002002',
} as const;

/**
 * PortOne V2's identity-verification read, played locally from its documented API (server-sdk
 * VerifiedIdentityVerification, IdentityVerificationVerifiedCustomer): GET
 * /identity-verifications/{id}?storeId with `Authorization: PortOne <secret>` answers READY
 * (started in the window), VERIFIED (with verifiedCustomer and verifiedAt) or FAILED; 401 UNAUTHORIZED
 * for another secret; 404 IDENTITY_VERIFICATION_NOT_FOUND for an id the window never opened with.
 */
export class FakePortOneIdentity {
  readonly seen: Array<{ url: string; authorization: string | undefined }> = [];
  private readonly records = new Map<string, Record<string, unknown>>();
  private server?: Server;
  url = '';

  constructor(private readonly secret: string) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.seen.push({ url: req.url!, authorization: req.headers.authorization });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (req.headers.authorization !== `PortOne ${this.secret}`)
        return send(401, { type: 'UNAUTHORIZED', message: 'Invalid API secret' });
      const m = /^\/identity-verifications\/([^/?]+)(?:\?.*)?$/.exec(req.url ?? '');
      if (req.method !== 'GET' || !m) return send(404, { type: 'NOT_FOUND', message: 'no route' });
      const record = this.records.get(decodeURIComponent(m[1]!));
      if (!record)
        return send(404, {
          type: 'IDENTITY_VERIFICATION_NOT_FOUND',
          message: '요청된 본인인증 건이 존재하지 않는 경우',
        });
      return send(200, record);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The browser opened PortOne's window with this id (not finished yet). */
  opened(id: string): void {
    const at = new Date().toISOString();
    this.records.set(id, {
      status: 'READY',
      id,
      channel: CHANNEL,
      requestedCustomer: {},
      requestedAt: at,
      updatedAt: at,
      statusChangedAt: at,
    });
  }

  verified(id: string, customer: FakeCustomer, verifiedAt = new Date()): void {
    const at = verifiedAt.toISOString();
    this.records.set(id, {
      status: 'VERIFIED',
      id,
      channel: CHANNEL,
      verifiedCustomer: {
        name: customer.name,
        operator: customer.operator ?? 'SKT',
        ...(customer.phoneNumber ? { phoneNumber: customer.phoneNumber } : {}),
        birthDate: customer.birthDate,
        gender: 'MALE',
        isForeigner: false,
        ci: 'ci-of-the-person',
        di: 'di-of-the-person',
      },
      requestedAt: at,
      updatedAt: at,
      statusChangedAt: at,
      verifiedAt: at,
      pgTxId: 'pg-tx-1',
      pgRawResponse: '{}',
    });
  }

  failed(id: string): void {
    const at = new Date().toISOString();
    this.records.set(id, {
      status: 'FAILED',
      id,
      requestedCustomer: {},
      failure: { reason: '본인인증 실패', pgCode: 'E001', pgMessage: '인증번호 불일치' },
      requestedAt: at,
      updatedAt: at,
      statusChangedAt: at,
    });
  }
}
