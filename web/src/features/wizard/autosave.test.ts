import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AutoSaver, type SaveStatus } from './autosave.ts';

describe('auto-save', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('merges changes made within the delay into one save', async () => {
    const sent: object[] = [];
    const saver = new AutoSaver<{ a: number; b: number }>(async (patch) => void sent.push(patch), 500);
    const statuses: SaveStatus[] = [];
    saver.subscribe((state) => statuses.push(state.status));
    saver.queue({ a: 1 });
    saver.queue({ b: 2 });
    saver.queue({ a: 3 });
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toEqual([{ a: 3, b: 2 }]);
    expect(statuses.at(-1)).toBe('saved');
    expect(statuses).toContain('saving');
  });

  it('never overlaps saves and keeps their order', async () => {
    const order: string[] = [];
    let release: () => void = () => undefined;
    const saver = new AutoSaver<{ name: string }>(async (patch) => {
      order.push(`start ${patch.name}`);
      if (patch.name === 'first') await new Promise<void>((resolve) => (release = resolve));
      order.push(`end ${patch.name}`);
    }, 100);
    saver.queue({ name: 'first' });
    const first = saver.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['start first']);
    saver.queue({ name: 'second' });
    const second = saver.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['start first']);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['start first', 'end first', 'start second', 'end second']);
  });

  it('keeps failed changes and sends them again with the next save', async () => {
    let fail = true;
    const sent: object[] = [];
    const saver = new AutoSaver<{ a: number; b: number }>(async (patch) => {
      if (fail) throw new Error('offline');
      sent.push(patch);
    }, 100);
    saver.queue({ a: 1 });
    expect(await saver.flush()).toBe(false);
    expect(saver.current.status).toBe('error');
    fail = false;
    saver.queue({ b: 2 });
    expect(await saver.flush()).toBe(true);
    expect(sent).toEqual([{ a: 1, b: 2 }]);
    expect(saver.current.status).toBe('saved');
  });
});
