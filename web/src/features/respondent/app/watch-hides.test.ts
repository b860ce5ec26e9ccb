import { describe, expect, it } from 'vitest';
import { watchHides, type WatchedPage } from './watch-hides.ts';

function fakePage() {
  const document = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
  });
  const page: WatchedPage = { document, window: new EventTarget() };
  const hide = () => {
    document.visibilityState = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
  };
  const show = () => {
    document.visibilityState = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
  };
  return { page, hide, show, fire: (type: string) => page.window.dispatchEvent(new Event(type)) };
}

describe('hiding the page during an ad', () => {
  it('counts a tab switch or a minimised window, each time', () => {
    const { page, hide, show } = fakePage();
    let hides = 0;
    watchHides(page, () => hides++);
    hide();
    show();
    hide();
    expect(hides).toBe(2);
  });

  it('does not count leaving the page (a reload fires pagehide, then hides the page)', () => {
    const { page, hide, fire } = fakePage();
    let hides = 0;
    watchHides(page, () => hides++);
    fire('pagehide');
    hide();
    expect(hides).toBe(0);
    // Shown again from the back-forward cache, the ad is watched again.
    fire('pageshow');
    hide();
    expect(hides).toBe(1);
  });

  it('stops when asked', () => {
    const { page, hide } = fakePage();
    let hides = 0;
    watchHides(page, () => hides++)();
    hide();
    expect(hides).toBe(0);
  });
});
