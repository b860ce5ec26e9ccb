import { useScreenHandle } from '../../routing/route-handle.ts';
import { ProjectResultsScreen } from './screens/ProjectResultsScreen.tsx';
import { SharedResultsScreen } from './screens/SharedResultsScreen.tsx';

/** The results with their four tabs (each a child route): a project's, or a shared link's in guest mode. */
export default function ResultsScreen() {
  const handle = useScreenHandle();
  return handle?.screen === 'share' ? <SharedResultsScreen /> : <ProjectResultsScreen />;
}
