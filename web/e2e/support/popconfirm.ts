import type { Page } from 'playwright-core';

/**
 * Presses the open confirmation's button. antd aligns a popconfirm after it appears (inside a modal
 * that may still be zooming in); on a loaded machine a pointer click then landed where the button had
 * been and nothing happened (CI: the draft stayed, the journey waited 30 s). The button itself gets the
 * click, once it is shown.
 */
export const confirmPopup = async (page: Page, button: 'primary' | 'dangerous'): Promise<void> => {
  const ok = page.locator(`.ant-popconfirm .ant-btn-${button}`).filter({ visible: true });
  await ok.waitFor();
  await ok.dispatchEvent('click');
};
