import type { Page, Route } from 'playwright-core';
import * as fixtures from './content-fixtures';

const ok = (data: unknown) => ({ code: 'OK', message: '', data });
const list = (rows: unknown[]) => ok({ rows, count: rows.length });

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
      default:
        return json({ code: 'NOT_FOUND', message: 'not found', data: null }, 404);
    }
  });
};
