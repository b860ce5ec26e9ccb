/**
 * Drives the measurement harness page (web/measure-harness.html) of the built web app in Debian's
 * Chromium: used by `npm run validate:expressions` and `npm run bench`. Serves web/dist exactly
 * as the local runtime does, on loopback, and refuses (and records) any request to another host.
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createStaticHandler } from '../../local/src/static.ts';
import type { MeasureHarness } from '../../web/src/features/respondent/measurement/harness/harness-api.ts';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const WEB = join(ROOT, 'web');
const DIST = join(WEB, 'dist');
const CHROMIUM_PATH = '/usr/bin/chromium';
/** The project's headless Chromium flags (developers' guide). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chromium flags that replace the camera with a .y4m file and grant it without a prompt. */
export function fakeCameraArgs(y4mFile: string): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${y4mFile}`,
  ];
}

export interface HarnessSession {
  page: Page;
  /** Origin serving web/dist (http://127.0.0.1:port). */
  origin: string;
  /** Requests the page tried to send anywhere but the loopback origin (all refused). */
  foreignRequests: string[];
  close(): Promise<void>;
}

async function serveDist(): Promise<Server> {
  const handle = createStaticHandler(DIST);
  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return server;
}

/** Whether a URL stays on this machine (loopback, or in-page blob/data URLs). */
export function isLocalUrl(url: string): boolean {
  if (url.startsWith('blob:') || url.startsWith('data:')) return true;
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname === '[::1]' || /^127\./.test(hostname);
}

/** Records and refuses every request that would leave the machine. */
export async function guardRequests(context: BrowserContext, foreign: string[]): Promise<void> {
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (isLocalUrl(url)) return route.continue();
    foreign.push(url);
    return route.abort('blockedbyclient');
  });
}

/** Serves web/dist, opens the harness page in headless Chromium, ready to drive. */
export async function openHarness(options: { extraArgs?: string[] } = {}): Promise<HarnessSession> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Debian's Chromium is needed at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  }
  const server = await serveDist();
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_ARGS, ...(options.extraArgs ?? [])],
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const foreignRequests: string[] = [];
    await guardRequests(context, foreignRequests);
    const page = await context.newPage();
    await page.goto(`${origin}/measure-harness.html`);
    await page.waitForFunction(() => window.measureHarness !== undefined);
    const opened = browser;
    return {
      page,
      origin,
      foreignRequests,
      close: async () => {
        await opened.close();
        await new Promise((done) => server.close(done));
      },
    };
  } catch (error) {
    await browser?.close();
    await new Promise((done) => server.close(done));
    throw error;
  }
}

/** Calls a harness method in the page. */
export function harnessCall<K extends keyof MeasureHarness>(
  page: Page,
  method: K,
  ...args: Parameters<MeasureHarness[K]>
): Promise<Awaited<ReturnType<MeasureHarness[K]>>> {
  return page.evaluate(
    ([name, values]) => {
      const harness = window.measureHarness;
      if (!harness) throw new Error('the harness page is not ready');
      const fn = harness[name] as (...a: unknown[]) => unknown;
      return fn.apply(harness, values);
    },
    [method, args] as const,
  ) as Promise<Awaited<ReturnType<MeasureHarness[K]>>>;
}
