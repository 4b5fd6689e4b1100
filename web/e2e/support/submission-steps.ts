import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';

// Steps a collector takes on the grading and re-holder submission forms, shared by the order,
// coupon, payment-retry and re-holder journeys (each journey is about what comes after them).

/** A card photo (a plain JPEG of a card's proportions) written into `dir`, for the photo input. */
export async function cardPhotoFile(dir: string, name: string, color: string): Promise<string> {
  const path = join(dir, name);
  writeFileSync(
    path,
    await sharp({ create: { width: 900, height: 1200, channels: 3, background: color } })
      .jpeg()
      .toBuffer(),
  );
  return path;
}

/** Attaches a photo and waits for its preview (the upload has started). */
export async function attachPhoto(page: Page, path: string): Promise<void> {
  await page.getByTestId('photo-input').setInputFiles(path);
  await page.locator('[data-testid=photo-entry] img').first().waitFor();
}

/** The return address a journey's collector types (the same person in every journey). */
export async function fillReturnAddress(page: Page): Promise<void> {
  await page.locator('#address-recipient').fill('김민수');
  await page.locator('#address-phone').fill('010-1234-5678');
  await page.locator('#address-postal').fill('06236');
  await page.locator('#address-1').fill('서울 강남구 테헤란로 1');
}

/** What a general order asks to agree to when no line has a minimum grade. */
const GENERAL_AGREEMENTS = ['photosMatchCards', 'terms', 'caution', 'noMinimumGrade'] as const;

/** Ticks the named agreements (`#agreement-<name>`): which ones depends on the order's type. */
export async function agreeTo(page: Page, names: readonly string[] = GENERAL_AGREEMENTS): Promise<void> {
  for (const name of names) await page.locator(`#agreement-${name}`).check();
}

/**
 * A general order of one card (Pikachu, one photo written into `photoDir`) filled in to the point of
 * paying: what the coupon and payment journeys start from.
 */
export async function fillOneCardGeneralOrder(page: Page, photoDir: string): Promise<void> {
  await page.goto('/grading/submit?type=GENERAL&level=REG');
  await page.getByTestId('grading-submission').waitFor();
  await page.locator('#line-0-player').fill('Pikachu');
  await attachPhoto(page, await cardPhotoFile(photoDir, 'front.jpg', '#d33'));
  await fillReturnAddress(page);
  await agreeTo(page);
}
