import type { PanelProvider } from '../feasibility-request.ts';
import { connectorFor, livePanel } from './live-panel.ts';
import type { PanelAdapter } from './panel.ts';
import { panelSecrets } from './secrets.ts';
import { simulatedPanel } from './simulated-panel.ts';

/**
 * How panels are reached (PANEL_MODE): `live` through the providers' APIs (connectors/), or
 * `simulated` (demo stacks, local runs, tests). The deployment's CDK context sets it on every
 * function (infra/src/grants.ts); a function without it is a deployment fault, said loudly.
 */
export const PANEL_MODE_ENV = 'PANEL_MODE';
export const PANEL_MODES = ['live', 'simulated'] as const;
export type PanelMode = (typeof PANEL_MODES)[number];

export function panelMode(value: string | undefined): PanelMode {
  if (!value) {
    throw new Error(
      `${PANEL_MODE_ENV} is not set: the deployment's context sets it (live, or simulated on a demo stack)`,
    );
  }
  if (!(PANEL_MODES as readonly string[]).includes(value)) {
    throw new Error(`Unknown ${PANEL_MODE_ENV} "${value}": expected one of ${PANEL_MODES.join(', ')}`);
  }
  return value as PanelMode;
}

/** The feasibility side of a provider in a mode; `live` reads the panel secret. */
export async function panelFor(
  provider: PanelProvider,
  mode: PanelMode,
  project: { projectId: string; testUrl: string },
): Promise<PanelAdapter> {
  switch (mode) {
    case 'simulated':
      return simulatedPanel(provider);
    case 'live':
      return livePanel(connectorFor(provider, await panelSecrets()), project.projectId, project.testUrl);
  }
}
