import type { Messages } from '@adpulse/shared';

type NewsKey = keyof Messages['whatsNew'];

/** What's New entries, newest first; the id of the first one marks the panel as read. */
export const NEWS: readonly { id: string; date: string; title: NewsKey; body: NewsKey }[] = [
  { id: '2026-11-languages', date: '2026-11-20', title: 'languagesTitle', body: 'languagesBody' },
  { id: '2026-11-accessibility', date: '2026-11-12', title: 'accessibilityTitle', body: 'accessibilityBody' },
  { id: '2026-10-sharing', date: '2026-10-28', title: 'sharingTitle', body: 'sharingBody' },
  { id: '2026-10-folders', date: '2026-10-14', title: 'foldersTitle', body: 'foldersBody' },
];

export const LATEST_NEWS_ID = NEWS[0]?.id ?? '';
