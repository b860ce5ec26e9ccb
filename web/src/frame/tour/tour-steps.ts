import type { Messages } from '@adpulse/shared';

type TourKey = keyof Messages['tour'];

/** The quick tour: one step per header area, each pointing at the element marked data-tour. */
export const TOUR_STEPS: readonly { target: string; title: TourKey; body: TourKey }[] = [
  { target: 'nav', title: 'navTitle', body: 'navBody' },
  { target: 'language', title: 'languageTitle', body: 'languageBody' },
  { target: 'whatsNew', title: 'whatsNewTitle', body: 'whatsNewBody' },
  { target: 'help', title: 'helpTitle', body: 'helpBody' },
  { target: 'account', title: 'accountTitle', body: 'accountBody' },
];

export const tourTarget = (target: string): HTMLElement | null =>
  document.querySelector<HTMLElement>(`[data-tour="${target}"]`);
