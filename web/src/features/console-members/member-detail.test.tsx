// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach } from '@/testing/component-test';
import { fakeConsoleApi, memberView } from '@/testing/fake-console-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { MemberDetail } from './member-detail';

const SLOW = 30_000;

cleanUpAfterEach();

describe('a staff member’s display name', () => {
  it(
    'is set by ADMIN (a blank one cannot be saved) and titles the member',
    async () => {
      const operator = memberView({
        id: '0d4a4c3b-9e8f-4a2b-8c4d-5e6f6f1c2b9e',
        role: 'OPERATOR',
        mbName: null,
        mbNick: 'operator',
      });
      const calls = fakeConsoleApi({
        staff: memberView({ id: 'admin-1', role: 'ADMIN' }),
        members: [operator],
      });
      await renderWithProviders(<MemberDetail id={operator.id} onClose={() => undefined} />, {
        language: 'en',
        state: { session: { hasSession: true } },
      });
      const field = (await screen.findByTestId('member-name', {}, { timeout: 10_000 })) as HTMLInputElement;
      fireEvent.change(field, { target: { value: '   ' } });
      // Nothing to save in a blank name.
      expect((screen.getByTestId('member-name-save') as HTMLButtonElement).disabled).toBe(true);
      fireEvent.change(field, { target: { value: 'Kim Anna' } });
      fireEvent.click(screen.getByTestId('member-name-save'));
      await vi.waitFor(() => expect(operator.mbName).toBe('Kim Anna'));
      const puts = calls.filter((c) => c.method === 'PUT');
      expect(puts.map((c) => c.body)).toEqual([{ name: 'Kim Anna' }]);
      // The drawer is titled by the name once the member is read again.
      await screen.findByText('Kim Anna', { selector: '.ant-drawer-title' });
    },
    SLOW,
  );
});
