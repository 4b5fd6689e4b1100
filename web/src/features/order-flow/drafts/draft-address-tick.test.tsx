// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach } from '@/testing/component-test';
import { fakeApi, ok, type FakeCall } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { GradingSubmissionForm } from '../submission/grading-submission-form';

const LOCALE_WAIT = { timeout: 10_000 };
const SLOW = 60_000;
const DRAFT_ID = '0193a5c0-0000-7000-8000-0000000000d1';

cleanUpAfterEach();

const answer = (call: FakeCall) => {
  if (call.method === 'GET' && call.path === '/api/orders/drafts')
    return ok([
      {
        orderId: DRAFT_ID,
        submitType: 'GENERAL',
        revision: 2,
        updatedAt: '2026-11-28T01:00:00.000Z',
        draft: {
          submitType: 'GENERAL',
          orderType: 'REG',
          cardLines: [{ cardCategory: 'POKEMON', playerName: 'Pikachu', quantity: 1, isAuto: false }],
          saveReturnAddress: true,
        },
      },
    ]);
  if (call.path.startsWith('/api/orders/drafts')) return ok({ orderId: DRAFT_ID, revision: 3 });
  return { status: 404, body: { code: 'NOT_FOUND', message: '', data: null } };
};

// Issue 35 item 7: a draft keeps the "save this address" tick.
describe('a draft and the "save this address" tick', () => {
  it(
    'comes back ticked, and is saved as it is now',
    async () => {
      const calls = fakeApi(answer);
      await renderWithProviders(
        <GradingSubmissionForm submitType="GENERAL" level="REG" draftId={DRAFT_ID} discounts={() => <></>} />,
        { path: `/grading/submit?type=GENERAL&level=REG&draft=${DRAFT_ID}`, language: 'ko' },
      );
      const tick = await screen.findByLabelText(/저장/, { selector: '#address-save' }, LOCALE_WAIT);
      await waitFor(() => expect((tick as HTMLInputElement).checked).toBe(true));
      fireEvent.click(tick);
      fireEvent.click(screen.getByTestId('save-draft'));
      await waitFor(() =>
        expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ saveReturnAddress: false }),
      );
    },
    SLOW,
  );
});
