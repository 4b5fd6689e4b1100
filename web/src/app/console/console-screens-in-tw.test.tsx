// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  CostPolicyAdminListApiResponse,
  InquiryInboxRow,
  PartnerShopEntity,
} from '@/lib/api/generated/slabworks-api';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { fakeApi, ok } from '@/testing/fake-api';
import { memberView } from '@/testing/fake-console-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import MembersPage from '@/features/console-members/members-page';
import PartnerShopsPage from '@/features/console-content/partner-shops/partner-shops-page';
import InquiriesPage from '@/features/console-content/inquiries/inquiries-page';
import CostPolicyPage from '@/features/console-content/cost-policy/cost-policy-page';

// The admin console's screens read in Traditional Chinese with rows in them (issue 33: the admin
// journey's 768 px "tw" passes, which only checked these texts, moved here).
cleanUpAfterEach();

const text = (ko: string, en: string, tw: string) => ({ ko, en, tw });

const shop: PartnerShopEntity = {
  id: 7,
  city: text('서울', 'Seoul', '首爾'),
  businessName: text('슬랩 코너', 'Slab Corner', '卡殼角落'),
  information: text('카드 접수 대행', 'Grading drop-off', '代收鑑定'),
  address: text('서울 마포구 와우산로 1', '1 Wausan-ro, Seoul', '首爾麻浦區臥牛山路 1'),
  number: '02-555-0199',
  sortOrder: 1,
  status: true,
};

const handledInquiry: InquiryInboxRow = {
  id: '6f1c1f4e-2b9b-4a57-9d43-0d7f3b1f8a10',
  name: 'Mina Lee',
  phone: null,
  email: 'haven@example.com',
  company: 'Card Haven',
  region: null,
  content: 'We would like to take in cards for grading.',
  language: 'en',
  handledAt: '2026-11-27T02:00:00.000Z',
  handledBy: '0b9e8f1c-4f7a-4d0e-9a51-3c2f1e7d6b20',
  handledByName: 'desk-anna',
  handledByRole: 'OPERATOR',
  handledByEmail: 'anna@slabworks.example',
  createdAt: '2026-11-27T01:00:00.000Z',
};

const policy = (amount: number): CostPolicyAdminListApiResponse['data']['current']['policy'] => ({
  currency: 'KRW',
  productCardCategory: [{ category: 'POKEMON', amount: 19_800 }],
  productService: [{ serviceName: 'REG', amount }],
  delivery: { base: 4_000, jejuExtra: 3_000 },
});

describe('the admin console in Traditional Chinese', () => {
  it(
    'members: the search box and a found member',
    async () => {
      fakeApi((call) =>
        call.path === '/api/console/members'
          ? ok({ rows: [memberView({ mbNick: 'minsu98' })], count: 1 })
          : { status: 404, body: { code: 'NOT_FOUND', message: '', data: null } },
      );
      await renderWithProviders(<MembersPage />, { language: 'tw', path: '/console/members' });
      expect(await screen.findByPlaceholderText('電子郵件、暱稱或電話', {}, LOCALE_WAIT)).toBeTruthy();
      expect((await screen.findByTestId('member-open', {}, LOCALE_WAIT)).textContent).toBe('minsu98');
    },
    SLOW,
  );

  it(
    'partner shops: the heading and a shop named in Chinese',
    async () => {
      fakeApi(() => ok({ rows: [shop], count: 1 }));
      await renderWithProviders(<PartnerShopsPage />, { language: 'tw' });
      expect(await screen.findByRole('heading', { name: '合作店家' }, LOCALE_WAIT)).toBeTruthy();
      expect((await screen.findByTestId('partner-shop-name', {}, LOCALE_WAIT)).textContent).toBe('卡殼角落');
    },
    SLOW,
  );

  it(
    'inquiries: the handled filter lists handled ones with who handled them',
    async () => {
      const calls = fakeApi((call) =>
        ok(
          call.query.get('handled') === 'true'
            ? { rows: [handledInquiry], count: 1 }
            : { rows: [], count: 0 },
        ),
      );
      await renderWithProviders(<InquiriesPage />, { language: 'tw' });
      fireEvent.click(await screen.findByText('已處理', {}, LOCALE_WAIT));
      await waitFor(() => expect(calls.some((call) => call.query.get('handled') === 'true')).toBe(true));
      expect((await screen.findByTestId('inquiry-open', {}, LOCALE_WAIT)).textContent).toBe('Card Haven');
      expect(screen.getByRole('columnheader', { name: '處理人員' })).toBeTruthy();
    },
    SLOW,
  );

  it(
    'cost policy: a version waiting for its date reads as scheduled',
    async () => {
      const current = {
        id: 1,
        effectiveFrom: '2026-01-01T00:00:00.000Z',
        createdBy: null,
        createdAt: '2026-01-01T00:00:00.000Z',
        policy: policy(20_000),
      };
      const later = {
        id: 2,
        effectiveFrom: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        createdBy: null,
        createdAt: new Date().toISOString(),
        policy: policy(21_000),
      };
      fakeApi(() => ok({ current, versions: [later, current] }));
      await renderWithProviders(<CostPolicyPage />, { language: 'tw' });
      const versions = await screen.findByTestId('cost-policy-versions', {}, LOCALE_WAIT);
      const row = (await screen.findAllByText('已排定', {}, LOCALE_WAIT))[0].closest('tr');
      expect(row && versions.contains(row)).toBe(true);
    },
    SLOW,
  );
});
