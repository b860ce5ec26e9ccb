/** Where a call was made from: results calls send the user to Dashboard when the data is missing. */
export type CallArea = 'default' | 'results';

export type Reaction = 'logout' | 'dashboard' | 'report';

/**
 * What the app does with a failed call (spec sections 2 and 8): a 401 on a call made with a
 * session logs out and goes to Login; 404/405 from results go to Dashboard; the rest is shown
 * (or handled) by the screen that asked.
 */
export function reactionTo(status: number, context: { hadSession: boolean; area: CallArea }): Reaction {
  if (status === 401 && context.hadSession) return 'logout';
  if (context.area === 'results' && (status === 404 || status === 405)) return 'dashboard';
  return 'report';
}
