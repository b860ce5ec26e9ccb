import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Browser tests read UI state with a waiting assertion (`expect.poll`, `waitFor`, `expectAbsent`
 * in tests/support/browser.ts), never with an instant count or visibility read: a screen that is
 * still rendering would pass or fail it by chance. This test refuses the instant forms.
 */
const TESTS = join(import.meta.dirname, '..');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : /\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** `expect(await x.count())`, `expect(await x.isVisible())`, `if (await x.count())` … */
const instantRead =
  /\bexpect\(\s*await [^;]*\.(?:count|isVisible|isHidden)\(\)|\bif \(\s*\(?await [^;]*\.count\(\)/;

/** The lines of a file that read UI state without waiting, as `line: text`. */
export function instantReads(text: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    const code = line.replace(/\/\/.*$/, '');
    return instantRead.test(code) ? [`${index + 1}: ${line.trim()}`] : [];
  });
}

describe('browser reads', () => {
  it('catches an instant count or visibility read (the check can fail)', () => {
    expect(instantReads("expect(await page.getByText('x').count()).toBe(0);")).toHaveLength(1);
    expect(instantReads('expect(await dialog.isVisible()).toBe(false);')).toHaveLength(1);
    expect(instantReads('if (await done.count()) {')).toHaveLength(1);
    expect(instantReads('if ((await links.count()) > 0) {')).toHaveLength(1);
    expect(instantReads("await expectAbsent(page.getByText('x'));")).toEqual([]);
    expect(instantReads('await expect.poll(() => rows.count()).toBe(0);')).toEqual([]);
  });

  it('no browser test or browser support file reads UI state without waiting', () => {
    const problems = [...files(join(TESTS, 'browser')), join(TESTS, 'support/browser.ts')].flatMap((path) =>
      instantReads(readFileSync(path, 'utf8')).map((line) => `${relative(TESTS, path)}:${line}`),
    );
    expect(problems).toEqual([]);
  });
});
