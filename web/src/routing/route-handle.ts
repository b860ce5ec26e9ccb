import { useMatches } from 'react-router';
import type { ResultTab, ScreenName } from './route-table.ts';
import type { WizardStep } from '../features/wizard/index.ts';

/** What each route of the router carries: the screen it shows and its pattern, for titles and placeholders. */
export interface ScreenHandle {
  screen: ScreenName;
  pattern: string;
  tab?: ResultTab;
  wizardStep?: WizardStep;
}

function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === 'object' && handle !== null && 'screen' in handle && 'pattern' in handle;
}

/** The deepest matched route's handle: the screen being shown. */
export function useScreenHandle(): ScreenHandle | null {
  const handles = useMatches()
    .map((match) => match.handle)
    .filter(isScreenHandle);
  return handles.at(-1) ?? null;
}
