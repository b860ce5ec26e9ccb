import { describe, expect, it } from 'vitest';
import { panelEntryOf, type EntryStorage } from './panel-entry.ts';

function memoryStorage(): EntryStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('the entry of a test link', () => {
  it('a Dynata link: its parameters, pid as the respondent', () => {
    const entry = panelEntryOf('?pid=12345&psid=ab-1&k2=777', 'test1', memoryStorage());
    expect(entry).toEqual({
      provider: 'dynata',
      respondentId: '12345',
      params: { pid: '12345', psid: 'ab-1', k2: '777' },
    });
  });

  it("a panel's link travels whole, for its signature; the direct link's does not", () => {
    const href = 'https://app.example/t/test1?pid=12345&psid=ab-1&k2=777&signature=abc';
    const entry = panelEntryOf(new URL(href).search, 'test1', memoryStorage(), undefined, href);
    expect(entry).toMatchObject({ provider: 'dynata', url: href });
    const direct = panelEntryOf('', 'test1', memoryStorage(), undefined, 'https://app.example/t/test1');
    expect(direct).not.toHaveProperty('url');
  });

  it('a PureSpectrum link: the transaction as the respondent', () => {
    const entry = panelEntryOf('?transaction_id=tx-9', 'test1', memoryStorage());
    expect(entry).toMatchObject({ provider: 'pure-spectrum', respondentId: 'tx-9' });
  });

  it('a direct link: rid when unguessable, else one random id per device and test, kept across reloads', () => {
    const token = '3f2b8c1e-9d4a-4c7b-a1e6-58d0f2b7c934';
    expect(panelEntryOf(`?rid=${token}`, 'test1', memoryStorage())).toMatchObject({
      provider: 'direct',
      respondentId: token,
    });
    const guessable = panelEntryOf('?rid=client-7', 'test1', memoryStorage(), () => token);
    expect(guessable).toEqual({ provider: 'direct', respondentId: token, params: {} });
    const storage = memoryStorage();
    let made = 0;
    const newId = () => `device-${(made += 1)}`;
    const first = panelEntryOf('', 'test1', storage, newId);
    const again = panelEntryOf('', 'test1', storage, newId);
    const otherTest = panelEntryOf('', 'test2', storage, newId);
    expect(first).toEqual({ provider: 'direct', respondentId: 'device-1', params: {} });
    expect(again.respondentId).toBe('device-1');
    expect(otherTest.respondentId).toBe('device-2');
  });

  it('drops parameters longer than the contract allows', () => {
    const entry = panelEntryOf(
      `?psid=p1&transaction_id=t1&long=${'x'.repeat(600)}`,
      'test1',
      memoryStorage(),
    );
    expect(entry.params).toEqual({ psid: 'p1', transaction_id: 't1' });
  });
});
