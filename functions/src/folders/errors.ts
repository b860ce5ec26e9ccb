import { DomainError } from '../platform/errors.ts';

/** The folder holds projects the caller cannot see: only someone who sees them all renames or deletes it. */
export const folderHasHiddenProjects = () => new DomainError('folders.hidden_projects');
