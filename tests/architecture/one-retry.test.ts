import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from './source-files.ts';

/**
 * One retry, one pause, one pagination and one test waiting helper in the whole code base
 * (issue 20): `functions/src/platform/retry.ts` holds the only sleep and the only loop that
 * pauses (`retrying`, `retryUntil`, `ticks`); `functions/src/platform/dynamo/` the only
 * DynamoDB pagination; `tests/support/wait.ts` (`waitFor`, on `retryUntil`) the only
 * polling helper of the tests. The web (web/src) polls only through `useApi`'s refresh
 * (`web/src/api/use-api.ts`, SWR): no timer, and no loop with a pause, reads the API again, and
 * no other file gives SWR a refresh interval.
 */
const SCANNED = ['functions/src', 'local/src', 'shared/src', 'infra/src', 'scripts', 'tests'];

const RETRY = 'functions/src/platform/retry.ts';
const WAIT_HELPER = 'tests/support/wait.ts';
const PAGINATION = 'functions/src/platform/dynamo/';
/** Names a pause goes by: awaited in a loop, it makes a retry or polling loop. */
const PAUSES = /^(pause|sleep|delay|backoff|wait|setTimeout)$/;
const CURSORS = new Set(['LastEvaluatedKey', 'ExclusiveStartKey']);
/** The retry's exports a test may use only through the waiting helper (the bench paces itself with them). */
const RETRY_LOOPS = new Set(['retrying', 'retryUntil']);

export interface Violation {
  file: string;
  line: number;
  what:
    | 'sleep'
    | 'timer import'
    | 'loop with a pause'
    | 'pagination'
    | 'test polling helper'
    | 'web polling outside useApi';
}

function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/** `new Promise((resolve) => setTimeout(resolve, ms))` and its spellings: a hand-made sleep. */
function isSleep(node: ts.NewExpression): boolean {
  if (!ts.isIdentifier(node.expression) || node.expression.text !== 'Promise') return false;
  const executor = node.arguments?.[0];
  if (!executor || !(ts.isArrowFunction(executor) || ts.isFunctionExpression(executor))) return false;
  const resolve = executor.parameters[0]?.name;
  if (!resolve || !ts.isIdentifier(resolve)) return false;
  let found = false;
  const visit = (child: ts.Node): void => {
    if (ts.isCallExpression(child) && calleeName(child) === 'setTimeout') {
      const callback = child.arguments[0];
      const resolves =
        (callback && ts.isIdentifier(callback) && callback.text === resolve.text) ||
        (callback &&
          ts.isArrowFunction(callback) &&
          ts.isCallExpression(callback.body) &&
          calleeName(callback.body) === resolve.text);
      if (resolves) found = true;
    }
    ts.forEachChild(child, visit);
  };
  visit(executor.body);
  return found;
}

/** A loop whose body awaits a pause (not counting functions declared inside it). */
function pausesInLoop(loop: ts.IterationStatement): boolean {
  let found = false;
  const visit = (child: ts.Node): void => {
    if (ts.isFunctionLike(child)) return;
    if (ts.isAwaitExpression(child) && ts.isCallExpression(child.expression)) {
      const name = calleeName(child.expression);
      if (name && PAUSES.test(name)) found = true;
    }
    ts.forEachChild(child, visit);
  };
  visit(loop.statement);
  return found;
}

/** The plumbing written a second time in one file (`file` is relative to the repository root). */
export function plumbingViolations(file: string, text: string): Violation[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Violation[] = [];
  const flag = (node: ts.Node, what: Violation['what']) =>
    found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, what });
  const isRetry = file === RETRY;
  const isTest = file.startsWith('tests/') && !file.startsWith('tests/bench/');

  const visit = (node: ts.Node): void => {
    if (!isRetry && ts.isNewExpression(node) && isSleep(node)) flag(node, 'sleep');
    if (
      !isRetry &&
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      /^(node:)?timers\/promises$/.test(node.moduleSpecifier.text)
    ) {
      flag(node, 'timer import');
    }
    if (!isRetry && ts.isIterationStatement(node, false) && pausesInLoop(node))
      flag(node, 'loop with a pause');
    if (ts.isIdentifier(node) && CURSORS.has(node.text) && !file.startsWith(PAGINATION))
      flag(node, 'pagination');
    if (
      isTest &&
      file !== WAIT_HELPER &&
      ts.isImportSpecifier(node) &&
      RETRY_LOOPS.has((node.propertyName ?? node.name).text)
    ) {
      flag(node, 'test polling helper');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const USE_API = 'web/src/api/use-api.ts';
const TIMERS = new Set(['setTimeout', 'setInterval']);

/** A call of the API: `fieldworkApi.getFeasibility(...)`, `fetch(...)`. */
function isApiCall(call: ts.CallExpression): boolean {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text === 'fetch';
  return (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    /Api$/.test(callee.expression.text)
  );
}

/**
 * A web file's polling that bypasses `useApi`: a timer whose callback reads the API (directly or
 * through a function of the same file), a loop that pauses and reads the API, or SWR called
 * directly with its own refresh interval.
 */
export function webPollingViolations(file: string, text: string): Violation[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Violation[] = [];
  const flag = (node: ts.Node) =>
    found.push({
      file,
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      what: 'web polling outside useApi',
    });
  // The file's named functions, to follow a call from a timer into them.
  const functions = new Map<string, ts.Node>();
  const collect = (node: ts.Node): void => {
    if (ts.isFunctionDeclaration(node) && node.name && node.body) functions.set(node.name.text, node.body);
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    ) {
      functions.set(node.name.text, node.initializer.body);
    }
    if (ts.isMethodDeclaration(node) && ts.isIdentifier(node.name) && node.body)
      functions.set(node.name.text, node.body);
    ts.forEachChild(node, collect);
  };
  collect(source);
  const readsApi = (node: ts.Node, seen: Set<string>): boolean => {
    let found = false;
    const visit = (child: ts.Node): void => {
      if (found) return;
      if (ts.isCallExpression(child)) {
        if (isApiCall(child)) found = true;
        const name = calleeName(child);
        const body = name === undefined ? undefined : functions.get(name);
        if (name !== undefined && body && !seen.has(name)) {
          seen.add(name);
          if (readsApi(body, seen)) found = true;
        }
      }
      ts.forEachChild(child, visit);
    };
    visit(node);
    return found;
  };

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && TIMERS.has(calleeName(node) ?? '')) {
      const callback = node.arguments[0];
      if (callback && readsApi(callback, new Set())) flag(node);
    }
    if (ts.isIterationStatement(node, false) && pausesInLoop(node) && readsApi(node.statement, new Set()))
      flag(node);
    if (
      file !== USE_API &&
      ts.isCallExpression(node) &&
      /^useSWR/.test(calleeName(node) ?? '') &&
      node.arguments.some(
        (argument) =>
          ts.isObjectLiteralExpression(argument) &&
          argument.properties.some(
            (property) => property.name !== undefined && property.name.getText(source) === 'refreshInterval',
          ),
      )
    ) {
      flag(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('one polling mechanism on the web', () => {
  it('nothing in web/src polls the API but useApi', () => {
    const files = sourceFiles('web/src', { tests: false });
    expect(files.length).toBeGreaterThan(100);
    const violations = files.flatMap((file) =>
      webPollingViolations(file, readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(violations).toEqual([]);
  });

  it('refuses a second polling mechanism when it is planted', () => {
    const planted: [string, string][] = [
      // A sleep loop reading GET /buy (settlePurchase, before).
      [
        'web/src/features/wizard/checkout/probe.ts',
        "import { billingApi } from '../../../api/billing.ts';\n" +
          'const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));\n' +
          'const read = (projectId: string) => billingApi.getPurchase({ params: { projectId } });\n' +
          'export async function settle(projectId: string) {\n' +
          '  for (let poll = 0; poll < 300; poll += 1) {\n' +
          '    await sleep(1000);\n' +
          "    if ((await read(projectId)).state !== 'running') return;\n" +
          '  }\n' +
          '}',
      ],
      // A timer that reads again (the feasibility timer, before).
      [
        'web/src/features/wizard/checkout/probe.ts',
        "import { fieldworkApi } from '../../../api/fieldwork.ts';\n" +
          'export function follow(projectId: string) {\n' +
          '  const read = async () => {\n' +
          '    await fieldworkApi.getFeasibility({ params: { projectId } });\n' +
          '    setTimeout(() => void read(), 15_000);\n' +
          '  };\n' +
          '  void read();\n' +
          '}',
      ],
      [
        'web/src/frame/probe.ts',
        'export const tick = (read: () => void) => window.setInterval(() => fetch(location.href), 1000);',
      ],
      // SWR's own refresh, beside useApi's.
      [
        'web/src/features/results/probe.ts',
        "import useSWR from 'swr';\nexport const useLive = () => useSWR('k', read, { refreshInterval: 4000 });",
      ],
    ];
    for (const [file, code] of planted) {
      expect(
        webPollingViolations(file, code).map((violation) => violation.what),
        `${file}: ${code}`,
      ).toContain('web polling outside useApi');
    }
  });

  it('leaves alone timers that do not read the API', () => {
    const fine: [string, string][] = [
      // A debounce, an image load's time-out, a deadline that reads nothing.
      ['web/src/probe.ts', 'export const later = (set: () => void) => window.setTimeout(set, 300);'],
      [
        'web/src/probe.ts',
        "import { projectsApi } from './api/projects.ts';\n" +
          'export async function thumb(load: Promise<void>) {\n' +
          '  await new Promise((_, fail) => setTimeout(() => fail(new Error()), 5000));\n' +
          "  await projectsApi.getProject({ params: { projectId: 'p' } });\n" +
          '}',
      ],
      [
        'web/src/api/use-api.ts',
        "export const useLive = () => useSWR('k', read, { refreshInterval: 4000 });",
      ],
      ['web/src/probe.ts', "export const useOnce = () => useSWR('k', read, { revalidateOnFocus: false });"],
    ];
    for (const [file, code] of fine) expect(webPollingViolations(file, code), `${file}: ${code}`).toEqual([]);
  });
});

describe('one retry, one pause, one pagination, one test waiting helper', { timeout: 120_000 }, () => {
  it('nothing in the code base writes a second one', () => {
    const files = SCANNED.flatMap((dir) => sourceFiles(dir));
    expect(files.length).toBeGreaterThan(300);
    const violations = files.flatMap((file) =>
      plumbingViolations(file, readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(violations).toEqual([]);
  });

  it('refuses each kind when it is planted', () => {
    const planted: [string, string, Violation['what']][] = [
      [
        'local/src/probe.ts',
        'export const nap = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));',
        'sleep',
      ],
      [
        'functions/src/billing/probe.ts',
        'export const nap = (ms: number) => new Promise<void>((done) => { setTimeout(() => done(), ms); });',
        'sleep',
      ],
      [
        'scripts/probe.ts',
        "import { setTimeout as nap } from 'node:timers/promises';\nexport { nap };",
        'timer import',
      ],
      [
        'functions/src/billing/probe.ts',
        "import { backoff } from '../platform/retry.ts';\n" +
          'export async function again(work: () => Promise<boolean>) {\n' +
          '  for (let attempt = 1; attempt < 5; attempt += 1) {\n' +
          '    if (await work()) return;\n' +
          '    await backoff(attempt);\n' +
          '  }\n' +
          '}',
        'loop with a pause',
      ],
      [
        'functions/src/projects/data/probe.ts',
        'export async function all(query: (start?: object) => Promise<{ LastEvaluatedKey?: object }>) {\n' +
          '  let start: object | undefined;\n' +
          '  do start = (await query(start)).LastEvaluatedKey; while (start);\n' +
          '}',
        'pagination',
      ],
      [
        'functions/src/assets/data/probe.ts',
        "export const input = (start: object) => ({ TableName: 't', ExclusiveStartKey: start });",
        'pagination',
      ],
      [
        'tests/integration/probe.test.ts',
        "import { pause } from '../../functions/src/platform/retry.ts';\n" +
          'export async function until(read: () => Promise<boolean>) {\n' +
          '  while (!(await read())) await pause(100);\n' +
          '}',
        'loop with a pause',
      ],
      [
        'tests/support/probe.ts',
        "import { retryUntil } from '../../functions/src/platform/retry.ts';\nexport { retryUntil };",
        'test polling helper',
      ],
    ];
    for (const [file, code, what] of planted) {
      expect(
        plumbingViolations(file, code).map((violation) => violation.what),
        `${file}: ${code}`,
      ).toContain(what);
    }
  });

  it('leaves alone what is not a second one', () => {
    const fine: [string, string][] = [
      // A time-out that rejects is not a sleep.
      [
        'local/src/probe.ts',
        'export const late = (ms: number) => new Promise<never>((_, fail) => setTimeout(() => fail(new Error()), ms));',
      ],
      // The schedule of the one retry module, and the waiting helper.
      [
        'local/src/probe.ts',
        "import { ticks } from '../../functions/src/platform/retry.ts';\n" +
          'export async function every(run: () => Promise<void>) {\n' +
          '  for await (const _tick of ticks(1000)) await run();\n' +
          '}',
      ],
      [
        'tests/integration/probe.test.ts',
        "import { waitFor } from '../support/wait.ts';\nexport const ready = () => waitFor('x', async () => true);",
      ],
      [
        'functions/src/platform/dynamo/probe.ts',
        'export const cursor = (a: { LastEvaluatedKey?: object }) => a.LastEvaluatedKey;',
      ],
    ];
    for (const [file, code] of fine) expect(plumbingViolations(file, code), `${file}: ${code}`).toEqual([]);
  });
});
