import type { PanelProvider } from '../feasibility-request.ts';
import { connectorFor, livePanel } from './live-panel.ts';
import type { PanelAdapter, PanelConnector } from './panel.ts';
import { panelSecrets } from './secrets.ts';
import { simulatedConnector, simulatedPanel, type SimulatedPanelView } from './simulated-panel.ts';

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

/**
 * The project life of a provider in a mode (the fieldwork machine's OpenPanel, Check and
 * ClosePanel): `live` the provider's connector with the panel secret's API account, `simulated`
 * the simulated panel, which reports our own counts (`view`).
 */
export async function panelConnector(
  provider: PanelProvider,
  mode: PanelMode,
  view: () => SimulatedPanelView,
): Promise<PanelConnector> {
  switch (mode) {
    case 'simulated':
      return simulatedConnector(provider, view);
    case 'live':
      return connectorFor(provider, await panelSecrets());
  }
}
