/** What other domains may use of fieldwork. */
export { launchFieldwork } from './launch.ts';
export { PANEL_MODE_ENV } from './panel/panel-for.ts';
/** Simulated respondents (the generative model of docs/methodology.md), for demos, tests and load. */
export * from './simulation/index.ts';
