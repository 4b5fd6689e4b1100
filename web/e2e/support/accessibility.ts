import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

// WCAG 2.1 A and AA rules: the serious and critical findings on the page as it stands (lesser ones printed).
// `within` limits the check to one region (a screen inside a frame another journey checks).
export const accessibilityFindings = async (
  page: Page,
  where: string,
  within?: string,
): Promise<string[]> => {
  // Only violations are read here: axe then skips collecting every passing node (most of its time).
  // Legacy mode runs axe in the page itself: the default opens a blank page per scan to merge the
  // frames' partial results, loading axe's 550 KB there a second time (issue 33; our screens have no
  // cross-origin frames, which is what that mode is for).
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] });
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const minor = violations.filter((v) => !blocking.includes(v));
  if (minor.length > 0)
    console.log(`axe at ${where}: ${minor.map((v) => `${v.id} (${v.impact})`).join(', ')}`);
  return blocking.map(
    (v) =>
      `${where}: ${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 4)
        .join(' | ')}`,
  );
};

export const expectAccessible = async (page: Page, where: string, within?: string): Promise<void> => {
  assert.deepEqual(
    await accessibilityFindings(page, where, within),
    [],
    `axe found serious or critical violations`,
  );
};
