/** One image of a video's per-second maps: `t` is the start of its second. */
export interface SecondImage {
  t: number;
  url: string;
}

/** The image of a second: the one starting at it, else the last one before it (null before any). */
export function imageAtSecond(seconds: readonly SecondImage[], second: number): SecondImage | null {
  let found: SecondImage | null = null;
  for (const image of seconds) {
    if (image.t <= second && (!found || image.t > found.t)) found = image;
  }
  return found;
}

/**
 * The links to load ahead of a second so scrubbing and playback swap images without a flash:
 * the images of the next `ahead` seconds, then the one just before (a step back).
 */
export function imagesToPreload(seconds: readonly SecondImage[], second: number, ahead: number): string[] {
  const current = imageAtSecond(seconds, second);
  const later = seconds
    .filter((image) => image.t > second && image.t <= second + ahead)
    .sort((a, b) => a.t - b.t);
  const before = current ? imageAtSecond(seconds, current.t - 1) : null;
  const urls = [...later, ...(before ? [before] : [])].map((image) => image.url);
  return urls.filter((url, index) => url !== current?.url && urls.indexOf(url) === index);
}

/** How long before signed links expire they are read again, ms. */
const LINKS_MARGIN_MS = 60_000;

/**
 * When to read a set of signed links again (ms from `now`): a minute before they expire, at
 * least 10 s from now; 0 (never) without an answer or an expiry that does not read as a date.
 */
export function linksRefreshIn(linksExpireAt: string | undefined, now: number): number {
  const expires = linksExpireAt ? Date.parse(linksExpireAt) : NaN;
  if (!Number.isFinite(expires)) return 0;
  return Math.max(10_000, expires - now - LINKS_MARGIN_MS);
}
