// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { certificateView } from '@/testing/certificate';
import { LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CertificateCard } from './certificate-card';

afterEach(cleanup);

const factsOf = async () => {
  const article = await screen.findByTestId('certificate', {}, LOCALE_WAIT);
  return [...article.querySelectorAll('dl > div')].map(
    (row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`,
  );
};

describe('the certificate', () => {
  it(
    "shows a sports card's sport and its autograph (en)",
    async () => {
      await renderWithProviders(<CertificateCard certificate={certificateView({})} />, { language: 'en' });
      await screen.findByText('Sport', {}, LOCALE_WAIT);
      expect(await factsOf()).toEqual(
        expect.arrayContaining(['Category: Sports', 'Sport: Soccer', 'Autograph: Autographed']),
      );
    },
    SLOW,
  );

  it(
    'shows no sport for a trading card, "none" for no autograph, and a dash where an old certificate does not know (tw, ko)',
    async () => {
      await renderWithProviders(
        <CertificateCard
          certificate={certificateView({ cardCategory: 'POKEMON', sportsType: null, autograph: false })}
        />,
        { language: 'tw' },
      );
      await screen.findByText('簽名', {}, LOCALE_WAIT);
      const facts = await factsOf();
      expect(facts).toContain('簽名: 無');
      expect(facts.some((fact) => fact.startsWith('運動項目'))).toBe(false);
      cleanup();

      await renderWithProviders(<CertificateCard certificate={certificateView({ autograph: null })} />, {
        language: 'ko',
      });
      await screen.findByText('사인', {}, LOCALE_WAIT);
      expect(await factsOf()).toEqual(expect.arrayContaining(['사인: —', '종목: 축구']));
    },
    SLOW,
  );

  it(
    'shows the slab, front and back, whatever the album consent (en, ko, tw), and nothing before its photos',
    async () => {
      const image = (side: string) => ({
        url: `/api/certifications/1000042/photos/${side}`,
        thumbnailUrl: `/api/certifications/1000042/photos/${side}?size=thumbnail`,
      });
      const slabbed = certificateView({}, { slabPhotos: { front: image('f'), back: image('b') } });
      await renderWithProviders(<CertificateCard certificate={slabbed} />, { language: 'en' });
      const section = await screen.findByTestId('slab-photos', {}, LOCALE_WAIT);
      expect(section.getAttribute('aria-label')).toBe('The slab');
      expect(section.querySelectorAll('img')[0]?.getAttribute('src')).toBe(image('f').thumbnailUrl);
      expect(section.querySelectorAll('img')[1]?.getAttribute('alt')).toBe(
        'Back of the slab of certificate 1000042',
      );
      // The collector's own photos stay behind the album consent: none here.
      expect(screen.queryByTestId('certificate-photos')).toBeNull();
      cleanup();
      await renderWithProviders(<CertificateCard certificate={slabbed} />, { language: 'ko' });
      expect((await screen.findByTestId('slab-photos', {}, LOCALE_WAIT)).textContent).toContain('앞면');
      cleanup();
      await renderWithProviders(<CertificateCard certificate={slabbed} />, { language: 'tw' });
      expect((await screen.findByTestId('slab-photos', {}, LOCALE_WAIT)).textContent).toContain('背面');
      cleanup();
      await renderWithProviders(<CertificateCard certificate={certificateView({})} />, { language: 'en' });
      await screen.findByTestId('certificate', {}, LOCALE_WAIT);
      expect(screen.queryByTestId('slab-photos')).toBeNull();
    },
    SLOW,
  );
});
