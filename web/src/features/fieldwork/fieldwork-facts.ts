import type { FieldworkView } from '@adpulse/shared/fieldwork/views';

/** An age group id as a range people read: group18_25 → 18–25. */
export function ageRange(group: string): string {
  const match = /^group(\d+)_(\d+)$/.exec(group);
  return match ? `${match[1]}–${match[2]}` : group;
}

/** Time left split for display: days and hours, hours and minutes, or minutes (the unit says which). */
export function timeLeftParts(seconds: number): {
  unit: 'days' | 'hours' | 'minutes';
  days: number;
  hours: number;
  minutes: number;
} {
  const total = Math.max(0, Math.floor(seconds / 60));
  const days = Math.floor(total / 1_440);
  const hours = Math.floor(total / 60) % 24;
  const minutes = total % 60;
  if (days > 0) return { unit: 'days', days, hours, minutes };
  return { unit: total >= 60 ? 'hours' : 'minutes', days: 0, hours: Math.floor(total / 60), minutes };
}

/** Respondents asked for the webcam (those past the screener). */
export const webcamAsked = (view: Pick<FieldworkView, 'webcam'>) =>
  view.webcam.accepted + view.webcam.refused;

/** While fieldwork runs the view is read again every few seconds; once closed, never. */
export const FIELDWORK_REFRESH_MS = 5_000;
export const refreshInterval = (view: Pick<FieldworkView, 'state'> | undefined) =>
  view?.state === 'closed' ? 0 : FIELDWORK_REFRESH_MS;
