import type { Locator, Page } from 'playwright-core';

/**
 * Waits for the opening animation of the modal or popup `element` sits in. antd zooms a modal or a
 * popconfirm in; on a loaded machine a pointer click during the zoom landed where the button was about
 * to be and nothing happened (CI, stop 43: the consent modal stayed open and the sign-up journey
 * waited 30 s; 2026-12-06: an address's delete confirmation). CSS animations are in the Web Animations
 * list, so the wait is for exactly those; endless ones (a spinner) are not waited for.
 */
const openingFinished = (element: Locator): Promise<void> =>
  element.evaluate(async (node) => {
    const layer = node.closest('.ant-modal-wrap, .ant-popover, .ant-dropdown') ?? node;
    const finite = layer
      .getAnimations({ subtree: true })
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished));
  });

/** The open dialog, once its opening animation has finished. */
export const settledDialog = async (page: Page): Promise<Locator> => {
  const dialog = page.getByRole('dialog').filter({ visible: true }).last();
  await dialog.waitFor();
  await openingFinished(dialog);
  return dialog;
};

/** Clicks a button of the open dialog after its opening animation. */
export const pressDialogButton = async (
  page: Page,
  name: string,
  options: { exact?: boolean } = {},
): Promise<void> => {
  const dialog = await settledDialog(page);
  await dialog.getByRole('button', { name, exact: options.exact }).click();
  await dialog.waitFor({ state: 'hidden' });
};

/** Clicks a control inside a modal or popup once that has finished opening. */
export const clickSettled = async (control: Locator): Promise<void> => {
  await control.waitFor();
  await openingFinished(control);
  await control.click();
};
