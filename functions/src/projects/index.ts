/** What other domains may use of projects. */
export { actorOf, scopeOf } from './caller.ts';
export { projectNotEditable } from './errors.ts';
export {
  markProjectActive,
  markProjectClosed,
  recordProjectAnalysis,
  reopenForPurchase,
  setProjectThumbnail,
  setStimulusThumbnail,
} from './lifecycle.ts';
export { changeProject, getProject, moveProject, type ProjectActor } from './service.ts';
export { findProject, mutateProject, projectStatuses } from './data/store.ts';
export type { ProjectRecord } from './data/records.ts';
export type { AfterProjectDelete, BeforeProjectDelete, DeletedProject } from './on-delete.ts';
/** Demo projects (the composition layer adds their folders: workflows/demo.ts). */
export { seedDemoProjects, type DemoFolder, type DemoWorkspaceOptions } from './demo.ts';
export { EVERY_BRANCH, type BranchScope } from './visibility.ts';
export * from './folder-index.ts';
export { toProject, toProjectRecord } from './data/records.ts';
