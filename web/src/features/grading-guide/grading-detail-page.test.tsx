// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { gradeScale } from './grade-scale';
import GradingDetailPage from './grading-detail-page';

const LOCALE_WAIT = { timeout: 10_000 };

afterEach(() => cleanup());

// /grading/detail: the process, the holder, the label and the grade scale — static text, every row named.
describe('the grading guide', () => {
  it.each([
    ['ko', '12단계 그레이딩 프로세스'],
    ['en', 'Our 12-step grading process'],
    ['tw', '12 道鑑定流程'],
  ] as const)('shows the 12 steps and a named row per grade, in %s', async (language, title) => {
    await renderWithProviders(<GradingDetailPage />, { language });
    expect((await screen.findByRole('heading', { level: 1 }, LOCALE_WAIT)).textContent).toBe(title);
    expect(screen.getByTestId('grading-steps').querySelectorAll('li')).toHaveLength(12);
    const rows = [...screen.getByTestId('grade-scale').querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(gradeScale.length);
    // Every grade has its name in this language (a missing key would print the key or nothing).
    for (const row of rows) {
      const name = row.querySelectorAll('td')[1]!.textContent ?? '';
      expect(name).not.toBe('');
      expect(name).not.toContain('detail.scale');
    }
    expect(rows[0]!.querySelectorAll('td')[0]!.textContent).toBe(gradeScale[0]!.grade);
  });
});
