import { describe, expect, it } from 'vitest';
import { deviceKey } from './device-key.ts';

const memory = () => {
  const kept = new Map<string, string>();
  return {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
  };
};

describe('the device key', () => {
  it('is the same for one browser, another for another, and never the kept id itself', async () => {
    const browser = memory();
    const first = await deviceKey(browser, () => 'id-1');
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await deviceKey(browser, () => 'id-2')).toBe(first);
    expect(await deviceKey(memory(), () => 'id-2')).not.toBe(first);
    expect(first).not.toContain('id-1');
  });

  it('is undefined when the browser keeps nothing', async () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(await deviceKey(refusing)).toBeUndefined();
  });
});
