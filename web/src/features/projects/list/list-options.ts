import type { Folder } from '@adpulse/shared/folders/index';
import type { SortOrder } from '@adpulse/shared/projects/index';

/** Folder orders of the dashboard (spec section 2). */
export const FOLDER_SORTS = ['newest', 'oldest', 'alphabetical'] as const;
export type FolderSort = (typeof FOLDER_SORTS)[number];
export const DEFAULT_FOLDER_SORT: FolderSort = 'newest';

/** What the dashboard shows: everything, only the folders, only the projects. */
export const LIST_FILTERS = ['all', 'folders', 'projects'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];
export const DEFAULT_LIST_FILTER: ListFilter = 'all';

/** Project orders of the projects and folder screens, as the API's sort parameter. */
export const PROJECT_SORTS = ['dec', 'asc'] as const satisfies readonly SortOrder[];
export const DEFAULT_PROJECT_SORT: SortOrder = 'dec';

const oneOf =
  <T extends string>(values: readonly T[], fallback: T) =>
  (value: string | null): T =>
    values.find((candidate) => candidate === value) ?? fallback;

/** Options read from the address (`?sort=alphabetical&show=folders`), unknown values ignored. */
export const folderSortOf = oneOf(FOLDER_SORTS, DEFAULT_FOLDER_SORT);
export const listFilterOf = oneOf(LIST_FILTERS, DEFAULT_LIST_FILTER);
export const projectSortOf = oneOf(PROJECT_SORTS, DEFAULT_PROJECT_SORT);

/**
 * Folders in the chosen order: by created date (ties by id, which is time-ordered) or by name
 * in the interface language's alphabetical order (case and accents folded).
 */
export function sortFolders<F extends Pick<Folder, '_id' | 'name' | 'created'>>(
  folders: readonly F[],
  sort: FolderSort,
  language: string,
): F[] {
  const byCreated = (a: F, b: F) => a.created.localeCompare(b.created) || a._id.localeCompare(b._id);
  if (sort === 'oldest') return [...folders].sort(byCreated);
  if (sort === 'newest') return [...folders].sort((a, b) => byCreated(b, a));
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  return [...folders].sort((a, b) => collator.compare(a.name, b.name) || byCreated(a, b));
}
