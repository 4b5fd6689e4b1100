import type { MemberView } from '@/lib/api/generated/slabworks-api';
import { fakeApi, ok, type FakeCall } from './fake-api';

/** A person as GET /api/login and GET /api/console/members/:id answer (typed by the generated client). */
export const memberView = (change: Partial<MemberView> = {}): MemberView => ({
  id: '6f1c2b9e-0d4a-4c3b-9e8f-1a2b3c4d5e6f',
  mbId: '6f1c2b9e-0d4a-4c3b-9e8f-1a2b3c4d5e6f',
  mbNick: 'minsu98',
  mbName: '김민수',
  mbPhone: null,
  mbEmail: 'minsu@example.com',
  mbPhoto: null,
  mbThumbnail: null,
  mbStatus: 'APPROVED',
  mbType: 'NORMAL',
  role: 'MEMBER',
  socialId: null,
  socialProvider: null,
  hasPassword: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  supportRegionId: 'KR',
  emailVerified: true,
  phoneVerified: false,
  identityVerifiedAt: '2026-11-01T00:00:00.000Z',
  birthDate: '1990-01-01',
  language: 'ko',
  notifications: { mail: true, sms: true },
  membership: { discountRateBp: 0, discountRate: 0 },
  ...change,
});

export interface ConsoleFake {
  /** The signed-in staff member (GET /api/login). */
  staff: MemberView;
  /** Members GET /api/console/members/:id knows. */
  members?: MemberView[];
}

/** The console's people endpoints; every request is recorded. */
export const fakeConsoleApi = (fake: ConsoleFake): FakeCall[] =>
  fakeApi((call) => {
    if (call.path === '/api/login') return ok(fake.staff);
    const member = (fake.members ?? []).find((m) => call.path.startsWith(`/api/console/members/${m.id}`));
    const rest = member ? call.path.slice(`/api/console/members/${member.id}`.length) : '';
    if (member && rest === '/orders') return ok([]);
    if (member && rest === '/name' && call.method === 'PUT') {
      const name = String((call.body as { name?: unknown }).name ?? '').trim();
      member.mbName = name;
      return ok(member);
    }
    if (member && rest === '') return ok(member);
    return { status: 404, body: { code: 'MEMBER.NOT_FOUND', message: 'not found', data: null } };
  });
