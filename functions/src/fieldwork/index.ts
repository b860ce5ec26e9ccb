/** What other domains may use of fieldwork. */
export { launchFieldwork } from './launch.ts';
/** Simulated respondents (the generative model of docs/methodology.md), for demos, tests and load. */
export * from './simulation/index.ts';
