import type { Page } from 'playwright-core';

/**
 * A journey's failure, explained: a full-page screenshot of where the page stood (at `shot`, a path),
 * then the failure again. With `said` (a selector: the alerts, the field errors), the failure carries
 * what the page said, which is most often why.
 */
export const explainFailure = async (
  page: Page,
  shot: string,
  error: unknown,
  said?: string,
): Promise<never> => {
  await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
  if (said === undefined) throw error;
  const texts = await page
    .locator(said)
    .allTextContents()
    .catch(() => []);
  throw new Error(`${String(error)}; page said: ${JSON.stringify(texts)}`);
};
