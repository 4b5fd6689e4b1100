// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '@/lib/languages';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { renderWithProviders } from '@/testing/render-with-providers';
import { LegalSections } from './legal-sections';
import { PageSection } from './page-section';

cleanUpAfterEach();

describe('a public page’s parts', () => {
  it('a page section: its title as the band’s heading above its content, with the anchor other pages link to', async () => {
    await renderWithProviders(
      <PageSection title="제휴 문의" soft id="inquiry">
        <p>본문</p>
      </PageSection>,
      { path: '/partner-shop' },
    );
    const heading = screen.getByRole('heading', { level: 2, name: '제휴 문의' });
    const band = heading.closest('section')!;
    expect(band.id).toBe('inquiry');
    expect(band.className).toMatch(/section .+/); // the tinted band
    expect(band.textContent).toContain('본문');
  });

  it.each<[Language, string]>([
    ['ko', '1. 수집하는 개인정보'],
    ['en', '1. What we collect'],
    ['tw', '1. 蒐集的個人資料'],
  ])(
    'legal sections in %s: every section of the privacy policy under its own heading',
    async (language, first) => {
      await renderWithProviders(<LegalSections sectionsKey="legal:privacy.sections" heading="h2" />, {
        path: '/privacy',
        language,
      });
      expect(await screen.findByRole('heading', { level: 2, name: first }, LOCALE_WAIT)).toBeTruthy();
      expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
      expect(document.querySelectorAll('section > p')).toHaveLength(6);
    },
    SLOW,
  );
});
