// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach } from '@/testing/component-test';
import { fakeRoutes, type RouteCall } from '@/testing/fake-routes';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ReholderSubmissionForm } from './reholder-submission-form';

const SLOW = 60_000;
const WAIT = { timeout: 10_000 };
const OURS = '8202914';
const NOT_OURS = '0000001';

cleanUpAfterEach();

// The registry check as the api answers it: a field error at each line it refuses.
const registry = ({ body }: RouteCall) => {
  const numbers = (body as { certificationNumbers: string[] }).certificationNumbers;
  const fields = numbers.flatMap((number, index) => {
    const field = `certificationNumbers[${index}]`;
    if (numbers.indexOf(number) < index)
      return [{ field, rule: 'duplicate', message: '인증번호 항목이 중복되었습니다.' }];
    if (number !== OURS)
      return [
        {
          field,
          rule: 'notGraded',
          message: `인증번호 ${number}번은 저희가 그레이딩한 카드의 번호가 아닙니다.`,
        },
      ];
    return [];
  });
  return fields.length
    ? { status: 400, code: 'VALIDATION_FAILED', data: { fields } }
    : { data: { ok: true } };
};

const secondLineError = () =>
  document.querySelectorAll('[data-testid=cert-line]')[1]?.querySelector('.ant-form-item-explain-error')
    ?.textContent ?? '';

describe('the re-holder form', () => {
  it(
    "drops what the registry said of a number once it is typed over, then says the new number's own problem",
    async () => {
      fakeRoutes({
        'POST /api/orders/reholder/certification-check': registry,
        'POST /api/orders/price-quote': () => ({
          status: 400,
          code: 'VALIDATION_FAILED',
          data: { fields: [] },
        }),
      });
      await renderWithProviders(<ReholderSubmissionForm draftId={null} />, { path: '/reholder/submit' });
      fireEvent.change(await screen.findByLabelText(/붙여넣기/, {}, WAIT), {
        target: { value: `${OURS}\n${NOT_OURS}` },
      });
      fireEvent.click(screen.getByTestId('cert-paste-add'));
      await waitFor(() => expect(secondLineError()).toContain(NOT_OURS), WAIT);

      // Every text the second line's error shows from the edit on, in order: the old word must give way to
      // none before the next check (sent 400 ms after the last key) answers. Recording the order rather
      // than racing a deadline holds on a loaded machine, where any timer may fire late.
      const shown: string[] = [];
      const record = () => {
        const text = secondLineError();
        if (shown.at(-1) !== text) shown.push(text);
      };
      const observer = new MutationObserver(record);
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      fireEvent.change(document.querySelector('#cert-1')!, { target: { value: OURS } });
      record();
      await waitFor(() => expect(secondLineError()).toBe('인증번호 항목이 중복되었습니다.'), WAIT);
      observer.disconnect();
      expect(shown.find((text) => !text.includes(NOT_OURS))).toBe('');
    },
    SLOW,
  );
});
