// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RangeExportRecord } from '@/lib/api/generated/slabworks-api';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { RangeExportPanel } from './range-export-panel';

cleanUpAfterEach();

const AUDITOR = 'a1b2c3d4-0000-4000-8000-000000000009';
const record = (edit: Partial<RangeExportRecord>): RangeExportRecord => ({
  id: 'x-1',
  from: '2026-11-26T15:00:00.000Z',
  to: '2026-11-27T15:00:00.000Z',
  status: 'DONE',
  events: 12,
  bytes: 3_400,
  sha256: 'ab'.repeat(32),
  requestedBy: AUDITOR,
  requestedByName: 'Park Jin',
  requestedByRole: 'AUDITOR',
  requestedAt: '2026-11-27T16:30:00.000Z',
  finishedAt: '2026-11-27T16:30:02.000Z',
  ...edit,
});

describe('the recent range exports', () => {
  it(
    'name who asked as "name (role)", never by id',
    async () => {
      fakeApi((call) =>
        call.path === '/api/audit/exports'
          ? ok([record({}), record({ id: 'x-2', requestedByName: null, requestedByRole: null })])
          : { status: 404, body: {} },
      );
      await renderWithProviders(<RangeExportPanel />, { language: 'en' });
      await screen.findByText('Park Jin (Auditor)', {}, LOCALE_WAIT);
      expect(screen.getByText('Unknown person')).toBeTruthy();
      expect(document.body.textContent).not.toContain(AUDITOR);
    },
    SLOW,
  );
});
