import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** Where the wizard tests leave full-page screenshots for a person to look at. */
export const SCREENSHOT_DIR = process.env.ADPULSE_SCREENSHOTS ?? join(tmpdir(), 'adpulse-wizard-screens');

/** A full-page screenshot; the sticky header is pinned to the top so it does not land mid-page. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const pin = await page.addStyleTag({ content: '.ap-header { position: static !important; }' });
  try {
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
  } finally {
    await pin.evaluate((element) => (element as Element).remove());
  }
}
