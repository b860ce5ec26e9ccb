import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { videoIndexIn } from '../model/videos.ts';

/**
 * The current video of the results tabs, kept in the address (`?video=`) so it survives a tab
 * change and a link can open a given video. Out of range (another project, fewer videos), the
 * tab resets it to 0 (spec section 2).
 */
export function useVideoIndex(count: number): [number, (index: number, second?: number | null) => void] {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('video');
  const asked = raw === null ? 0 : Number(raw);
  const index = videoIndexIn(asked, count);

  useEffect(() => {
    if (raw === null || count === 0 || asked === index) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('video', '0');
        next.delete('t');
        return next;
      },
      { replace: true },
    );
  }, [raw, asked, index, count, setSearch]);

  const choose = useCallback(
    (next: number, second: number | null = null) => {
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          params.set('video', String(next));
          if (second === null) params.delete('t');
          else params.set('t', String(second));
          return params;
        },
        { replace: true },
      );
    },
    [setSearch],
  );
  return [index, choose];
}

/** The second a link asked the chart to show (`?t=`), or null. */
export function useRequestedSecond(): number | null {
  const [search] = useSearchParams();
  const raw = search.get('t');
  const second = raw === null ? NaN : Number(raw);
  return Number.isFinite(second) && second >= 0 ? second : null;
}
