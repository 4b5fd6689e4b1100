import { describe, expect, it } from 'vitest';
import enHome from '@/locales/en/home.json';
import koHome from '@/locales/ko/home.json';
import koShell from '@/locales/ko/shell.json';
import { i18next, initI18n } from './i18n';

// main.tsx renders once initI18n has resolved: whatever it resolves with is the first paint's text.
describe('locale start-up', () => {
  it("has a visitor's language and the first screen's namespaces ready when it resolves", async () => {
    await initI18n('en', ['shell', 'home']);
    // An English visitor never sees Korean first: the English home text is there before any render.
    expect(i18next.t('home:hero.lead')).toBe(enHome.hero.lead);
    expect(i18next.hasResourceBundle('en', 'shell')).toBe(true);
    // Korean, the fallback, is bundled: the shell and the home page need no locale request in Korean.
    expect(i18next.getFixedT('ko', 'home')('hero.lead')).toBe(koHome.hero.lead);
    expect(i18next.getFixedT('ko', 'shell')('a11y.skip-to-content')).toBe(koShell.a11y['skip-to-content']);
  });

  it('still fetches a namespace that is not bundled, in either language', async () => {
    await i18next.loadNamespaces(['legal']);
    expect(i18next.hasResourceBundle('en', 'legal')).toBe(true);
    expect(i18next.hasResourceBundle('ko', 'legal')).toBe(true);
  });
});

describe('plurals', () => {
  it('says "1 card" and "2 cards" in English; Korean and Taiwan Chinese have one form', async () => {
    await initI18n('en', ['order']);
    await i18next.loadNamespaces(['order', 'console', 'audit']);
    const en = i18next.getFixedT('en', 'order');
    expect(en('lines.count', { count: 1 })).toBe('1 card');
    expect(en('lines.count', { count: 2 })).toBe('2 cards');
    expect(en('quote.total', { count: 1 })).toBe('Total (1 card)');
    expect(i18next.getFixedT('en', 'audit')('order.events', { count: 1 })).toBe('1 event');
    expect(i18next.getFixedT('ko', 'order')('lines.count', { count: 1 })).toBe('카드 1장');
    await i18next.loadLanguages('tw');
    expect(i18next.getFixedT('tw', 'order')('lines.count', { count: 1 })).toMatch(/1/);
  });
});

describe('company facts', () => {
  it('are never written in a text: every text naming an office takes it from the api (libs/config)', async () => {
    await initI18n('ko', ['shell']);
    await i18next.loadNamespaces(['order', 'account', 'about']);
    const headOffice = '(HEAD OFFICE)';
    const branch = '(BRANCH)';
    for (const language of ['ko', 'en', 'tw'] as const) {
      await i18next.loadLanguages(language);
      const t = i18next.getFixedT(language, ['common', 'order', 'account', 'shell', 'about']);
      for (const key of [
        'order:complete.next-ship',
        'order:complete.next-VISIT',
        'order:shipping.hints.VISIT',
      ] as const)
        expect(t(key, { address: headOffice })).toContain(headOffice);
      expect(t('account:order.next.VISIT', { orderNumber: 'G1', office: headOffice })).toContain(headOffice);
      expect(t('shell:footer.taiwan-branch', { address: branch })).toContain(branch);
      const offices = t('about:about.offices.items', { returnObjects: true, headOffice, branch }) as Record<
        string,
        { body: string }
      >;
      const bodies = Object.values(offices)
        .map((office) => office.body)
        .join(' ');
      expect(bodies).toContain(headOffice);
      expect(bodies).toContain(branch);
      expect(bodies).not.toMatch(/테헤란|Teheran|德黑蘭|松仁路|Songren/);
    }
  });
});
