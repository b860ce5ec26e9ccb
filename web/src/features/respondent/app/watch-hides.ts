/** What watchHides listens to: the page's document and window (plain event targets in tests). */
export interface WatchedPage {
  document: EventTarget & { readonly visibilityState: DocumentVisibilityState };
  window: EventTarget;
}

/**
 * Calls `onHide` each time the page is hidden while an ad shows (the playback quality rule,
 * docs/methodology.md), but not when the page is being left: a reload or a navigation fires
 * pagehide and then hides the page, and a reload resumes the ad rather than hiding it. A page
 * shown again from the back-forward cache is watched again. Returns the function that stops it.
 */
export function watchHides(page: WatchedPage, onHide: () => void): () => void {
  let leaving = false;
  const leave = () => {
    leaving = true;
  };
  const back = () => {
    leaving = false;
  };
  const changed = () => {
    if (!leaving && page.document.visibilityState === 'hidden') onHide();
  };
  page.window.addEventListener('pagehide', leave);
  page.window.addEventListener('pageshow', back);
  page.document.addEventListener('visibilitychange', changed);
  return () => {
    page.window.removeEventListener('pagehide', leave);
    page.window.removeEventListener('pageshow', back);
    page.document.removeEventListener('visibilitychange', changed);
  };
}
