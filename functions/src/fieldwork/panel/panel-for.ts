import type { PanelProvider } from '../feasibility-request.ts';
import type { PanelAdapter } from './panel.ts';
import { liveDynata } from './dynata.ts';
import { livePureSpectrum } from './pure-spectrum.ts';
import { simulatedPanel } from './simulated-panel.ts';

/**
 * Environment variable choosing how panels are reached: `simulated` (the default: the local
 * runtime, tests and demos; the simulated panel sends simulated respondents through the public
 * respondent API) or `live` (the providers' HTTP APIs, with the keys of PANEL_SECRETS_NAME).
 */
export const PANEL_MODE_ENV = 'PANEL_MODE';
export const PANEL_MODES = ['simulated', 'live'] as const;
export type PanelMode = (typeof PANEL_MODES)[number];

export function panelMode(value: string | undefined): PanelMode {
  const mode = value || 'simulated';
  if (!(PANEL_MODES as readonly string[]).includes(mode)) {
    throw new Error(`Unknown ${PANEL_MODE_ENV} "${mode}": expected one of ${PANEL_MODES.join(', ')}`);
  }
  return mode as PanelMode;
}

export function panelFor(provider: PanelProvider, mode: PanelMode): PanelAdapter {
  if (mode === 'simulated') return simulatedPanel(provider);
  return provider === 'dynata' ? liveDynata() : livePureSpectrum();
}
