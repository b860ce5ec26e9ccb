import { dispatch } from '../../state/app-store.ts';

/**
 * The dashboard keeps its project list in the store and skips loading while it holds one it
 * loaded (spec section 2). A project created or bought here changes that list: a new, empty
 * list makes the dashboard load it again the next time it opens.
 */
export function forgetProjectList(): void {
  dispatch({ type: 'projects/list', list: [] });
}
