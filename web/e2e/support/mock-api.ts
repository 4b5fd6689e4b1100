import type { Page, Route } from 'playwright-core';
import { companyConfig, companyView, COMPANY_VARIABLES } from '@slabworks/config/src/company-config';
import { CURRENCIES, type Currency } from '@slabworks/domain/src/pricing/currency';
import { seedCostPolicy } from '@slabworks/domain/src/pricing/seed-cost-policy';
import * as fixtures from './content-fixtures';

const ok = (data: unknown) => ({ code: 'OK', message: '', data });
const list = (rows: unknown[]) => ok({ rows, count: rows.length });

// The company as an unconfigured deploy states it (libs/config's defaults).
const company = companyConfig(
  (name) => COMPANY_VARIABLES.find((variable) => variable.name === name)?.default ?? '',
);
type Lang = 'ko' | 'en' | 'tw';

// Answers the content endpoints from fixtures so journeys run without the api.
export const mockContentApi = async (page: Page, options: { popups?: boolean } = {}) => {
  await page.route('**/api/**', async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    const lang = request.headers()['x-lang'] ?? 'ko';
    const json = (body: unknown, status = 200) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
    switch (url.pathname) {
      case '/api/admin/banner/list':
        return json(list(fixtures.banners()));
      case '/api/popup/list':
        return json(list(options.popups ? fixtures.popups(url.searchParams.get('deviceType') ?? 'PC') : []));
      case '/api/admin/promotion/list':
        return json(list(fixtures.promotions(lang)));
      case '/api/content/articles':
        return json(list(fixtures.articles(lang, url.searchParams.get('kind') ?? 'NOTICE')));
      case '/api/content/faq':
        return json(list(fixtures.faq(lang, url.searchParams.get('q') ?? '')));
      case '/api/content/partner-shops':
        return json(list(fixtures.partnerShops()));
      case '/api/content/partnership-inquiries':
        return json(ok(null), 201);
      case '/api/content/cost-policy': {
        // The price guide as the api answers it before the console set any prices: the seed.
        const currency = (url.searchParams.get('currency') ?? 'KRW') as Currency;
        if (!CURRENCIES.includes(currency))
          return json({ code: 'VALIDATION_FAILED', message: '', data: null }, 400);
        return json(ok(seedCostPolicy(currency)));
      }
      case '/api/content/company': {
        const l = (['ko', 'en', 'tw'].includes(lang) ? lang : 'ko') as Lang;
        return json(ok(companyView(company, l, 'KR')));
      }
      default:
        return json({ code: 'NOT_FOUND', message: 'not found', data: null }, 404);
    }
  });
};
