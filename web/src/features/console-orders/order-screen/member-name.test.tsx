// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach } from '@/testing/component-test';
import { fakeConsoleApi, memberView } from '@/testing/fake-console-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { MemberName } from './member-name';

const SLOW = 30_000;
const collector = memberView();

cleanUpAfterEach();

const shown = async (role: 'ADMIN' | 'OPERATOR') => {
  fakeConsoleApi({ staff: memberView({ id: 'staff-1', role }), members: [collector] });
  await renderWithProviders(<MemberName memberId={collector.id} />, {
    state: { session: { hasSession: true } },
  });
  await screen.findByText('김민수 · minsu@example.com', {}, { timeout: 10_000 });
  return screen.getByTestId('order-member');
};

describe('the member on the order screen', () => {
  it(
    'is named with the e-mail, linked to the member’s admin page for ADMIN',
    async () => {
      const member = await shown('ADMIN');
      await vi.waitFor(() =>
        expect(member.querySelector('a')?.getAttribute('href')).toBe(
          `/console/members?member=${collector.id}`,
        ),
      );
      expect(member.textContent).not.toContain(collector.id);
    },
    SLOW,
  );

  it(
    'is named without a link for an operator',
    async () => {
      const member = await shown('OPERATOR');
      expect(member.querySelector('a')).toBeNull();
      expect(member.textContent).not.toContain(collector.id);
    },
    SLOW,
  );
});
