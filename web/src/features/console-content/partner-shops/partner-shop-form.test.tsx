// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { validationFailed } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { stubApiFetch } from '@/testing/stub-api-fetch';
import { PartnerShopForm } from './partner-shop-form';

cleanUpAfterEach();

const refused = validationFailed('Check the fields.', [
  { field: 'number', rule: 'pattern', message: 'Phone is not a phone number.' },
  { field: 'city.ko', rule: 'isNotEmpty', message: 'City is required.' },
]);

describe('the partner shop form', () => {
  it(
    'shows the api’s field errors under their own fields and stays open',
    async () => {
      const calls = stubApiFetch(() => refused);
      const onDone = vi.fn();
      await renderWithProviders(<PartnerShopForm shop={null} onDone={onDone} onCancel={() => undefined} />, {
        language: 'en',
      });
      fireEvent.change(await screen.findByTestId('businessName-ko', {}, LOCALE_WAIT), {
        target: { value: '슬랩 코너' },
      });
      fireEvent.change(screen.getByTestId('partner-shop-number'), { target: { value: 'call me' } });
      fireEvent.click(screen.getByTestId('partner-shop-save'));

      const numberError = await screen.findByText('Phone is not a phone number.', {}, LOCALE_WAIT);
      expect(numberError.closest('.ant-form-item')?.querySelector('#partner-shop-number')).not.toBeNull();
      const cityError = screen.getByText('City is required.');
      expect(cityError.closest('.ant-form-item')?.querySelector('#city-ko')).not.toBeNull();
      expect(onDone).not.toHaveBeenCalled();
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0]).toMatchObject({
        method: 'POST',
        path: '/api/console/content/partner-shops',
        body: { businessName: { ko: '슬랩 코너' }, number: 'call me', status: true },
      });

      // Editing the number clears its error at once; the city's stays until that field changes.
      fireEvent.change(screen.getByTestId('partner-shop-number'), { target: { value: '02-555-0199' } });
      expect(screen.queryByText('Phone is not a phone number.')).toBeNull();
      expect(screen.getByText('City is required.')).toBeTruthy();
      // The next save shows what the api says of the new body.
      fireEvent.click(screen.getByTestId('partner-shop-save'));
      await waitFor(() => expect(calls).toHaveLength(2));
      expect(await screen.findByText('Phone is not a phone number.', {}, LOCALE_WAIT)).toBeTruthy();
    },
    SLOW,
  );
});
