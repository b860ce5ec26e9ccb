import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { latestMessageTo, listOutbox, renderOutboxPage } from './outbox.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'outbox-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, createdAt: string, to: string, link: string) {
  const message = {
    to,
    subject: `Subject <${name}>`,
    text: `Open ${link}`,
    html: '',
    links: [link],
    createdAt,
  };
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(message));
}

describe('local outbox', () => {
  it('lists messages newest first and skips files that are not messages', () => {
    write('a', '2026-01-01T10:00:00.000Z', 'old@x.test', 'http://localhost:3000/en/confirm/old');
    write('b', '2026-01-02T10:00:00.000Z', 'new@x.test', 'http://localhost:3000/en/confirm/new');
    writeFileSync(join(dir, 'broken.json'), '{ not json');
    writeFileSync(join(dir, 'notes.txt'), 'ignored');
    expect(listOutbox(dir).map((message) => message.to)).toEqual(['new@x.test', 'old@x.test']);
    expect(latestMessageTo(dir, 'OLD@x.test')?.links).toEqual(['http://localhost:3000/en/confirm/old']);
  });

  it('renders clickable links, escaped, newest first', () => {
    write('a', '2026-01-01T10:00:00.000Z', 'old@x.test', 'http://localhost:3000/en/confirm/old');
    write('b', '2026-01-02T10:00:00.000Z', 'new@x.test', 'http://localhost:3000/it/recovery/new');
    const page = renderOutboxPage(dir);
    expect(page).toContain('<a href="http://localhost:3000/it/recovery/new">');
    expect(page).toContain('Subject &#60;b&#62;');
    expect(page.indexOf('new@x.test')).toBeLessThan(page.indexOf('old@x.test'));
  });

  it('renders an empty page for a missing folder', () => {
    expect(listOutbox(join(dir, 'none'))).toEqual([]);
    expect(renderOutboxPage(join(dir, 'none'))).toContain('0 messages');
  });
});
