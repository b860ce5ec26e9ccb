import type { Page } from 'playwright-core';

/**
 * Follows an e-mail link the way a person does locally: opens the runtime's outbox page
 * (/_local/outbox, newest message first) and reads the newest link of that kind sent to the
 * address, waiting a little for the message to be written.
 */
export async function outboxLink(
  page: Page,
  appUrl: string,
  to: string,
  kind: 'confirm' | 'recovery',
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const address = new RegExp(`^${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');
  for (;;) {
    await page.goto(`${appUrl}/_local/outbox`);
    const message = page
      .locator('li.message')
      .filter({ has: page.locator('.to', { hasText: address }) })
      .first();
    const links = message.locator(`a[href*="/${kind}/"]`);
    if ((await links.count()) > 0) {
      const href = await links.first().getAttribute('href');
      if (href) return href;
    }
    if (Date.now() > deadline) throw new Error(`No ${kind} link in the outbox for ${to}`);
    await page.waitForTimeout(250);
  }
}
