// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { certificateView, type CertificateView } from '@/testing/certificate';
import { cleanUpAfterEach } from '@/testing/component-test';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ok, stubApiFetch } from '@/testing/stub-api-fetch';
import { CheckedCard } from './checked-card';

const LOCALE_WAIT = { timeout: 10_000 };

cleanUpAfterEach();

/** The checked line's slab: a Pokémon card without an autograph. */
const certificate = (card: Partial<CertificateView['card']>) =>
  certificateView({
    cardCategory: 'POKEMON',
    playerName: 'Pikachu',
    setName: 'Base Set',
    year: 1999,
    cardNumber: '58',
    autograph: false,
    sportsType: null,
    ...card,
  });

describe('a checked re-holder line', () => {
  it('names the slab as its certificate does: card, set, year and grade (ko, en)', async () => {
    const calls = stubApiFetch(() => ok(certificate({})));
    await renderWithProviders(<CheckedCard number="1000042" />, { language: 'ko' });
    expect((await screen.findByTestId('cert-card', {}, LOCALE_WAIT)).textContent).toBe(
      ' — Pikachu · Base Set · 1999, 등급 9',
    );
    expect(calls.map((call) => call.path)).toEqual(['/api/certifications/1000042']);
    cleanup();

    await renderWithProviders(<CheckedCard number="1000042" />, { language: 'en' });
    expect((await screen.findByTestId('cert-card', {}, LOCALE_WAIT)).textContent).toBe(
      ' — Pikachu · Base Set · 1999, grade 9',
    );
  });

  it('says "checked" while the certificate loads, and names an unnamed card (tw)', async () => {
    stubApiFetch(() => ok(certificate({ playerName: null, setName: null, year: null })));
    await renderWithProviders(<CheckedCard number="1000042" />, { language: 'tw' });
    expect((await screen.findByTestId('cert-ok', {}, LOCALE_WAIT)).textContent).toMatch(/^✓ /);
    expect((await screen.findByTestId('cert-card')).textContent).toBe(' — 未命名卡片，等級 9');
  });
});
