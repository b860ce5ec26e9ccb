/** What other domains may use of fieldwork. */
export { launchFieldwork } from './launch.ts';
