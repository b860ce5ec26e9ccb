import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PERSIST_KEY } from '../../web/src/state/persistence.ts';
import { sessionFromLogin } from '../../web/src/session/session.ts';
import { loginAt } from './invoke-route.ts';
import { startTestRuntime, type TestRuntime } from './runtime.ts';

export const DEMO_PASSWORD = 'Demo-pass-2026';
export const REGULAR = 'demo@adpulse.local';
export const CUSTOMER = 'admin@custom.adpulse.local';

/**
 * A runtime of its own for a wizard test file: its projects never show on other files'
 * dashboards, and its clients hold a subscription, so credits can be spent (customers, the
 * predict flow). The simulated panel answers at once; Step Functions waits are cut to 50 ms.
 */
export async function startWizardRuntime(): Promise<TestRuntime> {
  return startTestRuntime({
    stepFunctionsWaitMs: 50,
    seed: async () => {
      const { seedDemo } = await import('../../local/src/demo.ts');
      const { findLoginByEmail } = await import('../../functions/src/accounts/data/users.ts');
      const { topUpCredits } = await import('../../functions/src/billing/credits.ts');
      await seedDemo();
      const login = await findLoginByEmail(REGULAR);
      if (!login) throw new Error(`The demo account ${REGULAR} was not seeded`);
      await topUpCredits({
        clientId: login.client.clientId,
        analyses: 20,
        note: 'wizard tests',
        actor: { kind: 'operator', id: 'tests' },
      });
    },
  });
}

/** Signs in through the API and stores the session as the app does (tour already seen). */
export async function openSignedIn(
  browser: Browser,
  runtime: Pick<TestRuntime, 'apiUrl'>,
  email: string,
  locale = 'en-US',
  viewport: { width: number; height: number } = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page; token: string }> {
  const answer = await loginAt(runtime.apiUrl, email, DEMO_PASSWORD);
  const session = sessionFromLogin(answer);
  if (!session) throw new Error(`Login of ${email} gave an unreadable token`);
  const stored = JSON.stringify({
    session: { ...session, firstLogin: false, guest: false, expired: false },
    preferences: { language: null, tourSeen: true, whatsNewSeen: null },
  });
  const context = await browser.newContext({ locale, viewport });
  await context.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [PERSIST_KEY, stored] as const,
  );
  return { context, page: await context.newPage(), token: answer.token };
}
