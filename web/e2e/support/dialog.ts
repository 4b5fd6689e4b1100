import type { Locator, Page } from 'playwright-core';

/**
 * The open dialog, once its opening animation has finished. antd zooms a modal in; on a loaded
 * machine a pointer click during the zoom landed where the button was about to be and nothing
 * happened (CI, stop 43: the consent modal stayed open and the sign-up journey waited 30 s).
 * CSS animations are in the Web Animations list, so the wait is for exactly that animation.
 */
export const settledDialog = async (page: Page): Promise<Locator> => {
  const dialog = page.getByRole('dialog').filter({ visible: true }).last();
  await dialog.waitFor();
  await dialog.evaluate(async (element) => {
    const modal = element.closest('.ant-modal-wrap') ?? element;
    await Promise.all(modal.getAnimations({ subtree: true }).map((animation) => animation.finished));
  });
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
