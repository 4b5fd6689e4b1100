// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MemberView } from '@/lib/api/generated/slabworks-api';
import { cleanUpAfterEach } from '@/testing/component-test';
import { memberView } from '@/testing/fake-console-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ok, stubApiFetch } from '@/testing/stub-api-fetch';
import ConsoleRoot from './console-app';

const LOCALE_WAIT = { timeout: 15_000 };
const SLOW = 40_000;

cleanUpAfterEach();

const staff = (role: MemberView['role']): MemberView =>
  memberView({
    id: '0b9e8f1c-4f7a-4d0e-9a51-3c2f1e7d6b20',
    mbId: 'staff@slabworks.example',
    mbNick: '감사팀',
    mbName: '김감사',
    mbEmail: 'staff@slabworks.example',
    role,
  });

/** Where the console sent the visitor: the address the router ended on. */
const Where = () => <output data-testid="where">{useLocation().pathname}</output>;

const openConsoleAs = async (role: MemberView['role'], path: string) => {
  // The signed-in staff member; every other request answers empty, as a quiet api would.
  stubApiFetch((_method, requestPath) => (requestPath === '/api/login' ? ok(staff(role)) : ok({})));
  await renderWithProviders(
    <>
      <ConsoleRoot />
      <Where />
    </>,
    { path, route: '/console/*', state: { session: { hasSession: true } } },
  );
};

describe('the console door', () => {
  it(
    "sends an auditor who opens the console's front page to the audit area",
    async () => {
      await openConsoleAs('AUDITOR', '/console');
      await waitFor(
        () => expect(screen.getByTestId('where').textContent).toBe('/console/audit'),
        LOCALE_WAIT,
      );
      expect(screen.queryByTestId('console-forbidden')).toBeNull();
    },
    SLOW,
  );

  it(
    "shows an operator who opens an admin area the 403 page naming the area's role",
    async () => {
      await openConsoleAs('OPERATOR', '/console/queues');
      const page = await screen.findByTestId('console-forbidden', {}, LOCALE_WAIT);
      expect(page.textContent).toContain('관리자만 볼 수 있는 화면입니다.');
      expect(screen.getByTestId('where').textContent).toBe('/console/queues');
    },
    SLOW,
  );

  it.each([
    ['OPERATOR', '관리자만 볼 수 있는 화면입니다.'],
    ['AUDITOR', '관리자만 볼 수 있는 화면입니다.'],
  ] as const)(
    'shows %s the 403 page at the change log (ADMIN only), and no menu entry for it',
    async (role, text) => {
      await openConsoleAs(role, '/console/changes');
      const page = await screen.findByTestId('console-forbidden', {}, LOCALE_WAIT);
      expect(page.textContent).toContain(text);
      expect(screen.queryByText('변경 기록')).toBeNull();
    },
    SLOW,
  );

  it(
    'opens the change log for an ADMIN, named in the menu',
    async () => {
      await openConsoleAs('ADMIN', '/console/changes');
      expect(await screen.findByTestId('console-changes', {}, LOCALE_WAIT)).toBeTruthy();
      expect(screen.getAllByText('변경 기록').length).toBeGreaterThan(0);
    },
    SLOW,
  );
});
