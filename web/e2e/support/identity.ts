import type { Page } from 'playwright-core';

/**
 * Identity before paying, the way a person does it: the checkout's "verify identity" opens the
 * sandbox provider's window (a popup over the form), the person types name, birth date, carrier,
 * phone and the code (the sandbox's is 000000); the window tells the checkout and closes, and the
 * checkout says the identity is verified.
 */
export async function verifyInSandboxWindow(
  page: Page,
  person: { phone: string; name?: string; birthDate?: string },
): Promise<void> {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByTestId('verify-identity').click(),
  ]);
  await popup.locator('#name').fill(person.name ?? '김민수');
  await popup.locator('#birthDate').fill(person.birthDate ?? '1990-01-02');
  await popup.locator('#operator').selectOption('KT');
  await popup.locator('#phoneNumber').fill(person.phone);
  await popup.locator('#code').fill('000000');
  await Promise.all([popup.waitForEvent('close'), popup.locator('#verify').click()]);
  await page.getByTestId('identity-verified').waitFor();
}
