import { Outlet } from 'react-router';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { SkipLink } from './SkipLink.tsx';
import { GlobalLoader } from './GlobalLoader.tsx';
import { DialogHost } from './dialogs/DialogHost.tsx';
import { AnalysisModal } from './dialogs/AnalysisModal.tsx';
import { HelpPanel } from './panels/HelpPanel.tsx';
import { WhatsNewPanel } from './panels/WhatsNewPanel.tsx';
import { QuickTour } from './tour/QuickTour.tsx';
import { NavigationEvents } from '../routing/NavigationEvents.tsx';
import { SessionWatch } from './SessionWatch.tsx';

export const MAIN_ID = 'main';

/** The frame every screen lives in: header, main region, footer and the shared overlays. */
export function AppFrame() {
  return (
    <div className="ap-shell">
      <SkipLink targetId={MAIN_ID} />
      <GlobalLoader />
      <Header />
      <main id={MAIN_ID} className="ap-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <DialogHost />
      <AnalysisModal />
      <HelpPanel />
      <WhatsNewPanel />
      <QuickTour />
      <NavigationEvents />
      <SessionWatch />
    </div>
  );
}
