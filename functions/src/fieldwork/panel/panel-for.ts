import type { PanelProvider } from '../feasibility-request.ts';
import type { PanelAdapter } from './panel.ts';
import { simulatedPanel } from './simulated-panel.ts';

/** Environment variable choosing how panels are reached; only `simulated` exists so far. */
export const PANEL_MODE_ENV = 'PANEL_MODE';
export const PANEL_MODES = ['simulated'] as const;
export type PanelMode = (typeof PANEL_MODES)[number];

export function panelMode(value: string | undefined): PanelMode {
  const mode = value || 'simulated';
  if (!(PANEL_MODES as readonly string[]).includes(mode)) {
    throw new Error(`Unknown ${PANEL_MODE_ENV} "${mode}": expected one of ${PANEL_MODES.join(', ')}`);
  }
  return mode as PanelMode;
}

export function panelFor(provider: PanelProvider, mode: PanelMode): PanelAdapter {
  switch (mode) {
    case 'simulated':
      return simulatedPanel(provider);
  }
}
