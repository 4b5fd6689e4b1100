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
