import { PROJECT_STATUSES, type FolderFilter, type ProjectStatus } from '@adpulse/shared/projects/index';
import { COUNT_PREFIX, byFolderStatePk, byStatusPk, inFolderPk, type FolderState } from './keys.ts';
import type { Partition } from './paging.ts';
import { canSeeBranchKey, type BranchScope } from '../visibility.ts';

interface Cell {
  branch: string;
  status: ProjectStatus;
  state?: FolderState;
  count: number;
}

const isStatus = (value: string | undefined): value is ProjectStatus =>
  (PROJECT_STATUSES as readonly string[]).includes(value ?? '');

/** The counter attributes of an item (`c|<branch>|<status>[|<N|F>]`) as cells. */
export function countCells(item: Record<string, unknown> | undefined): Cell[] {
  if (!item) return [];
  return Object.entries(item).flatMap(([name, value]) => {
    if (!name.startsWith(COUNT_PREFIX) || typeof value !== 'number') return [];
    const [branch, status, state] = name.slice(COUNT_PREFIX.length).split('|');
    if (!branch || !isStatus(status)) return [];
    const cell: Cell = { branch, status, count: value };
    if (state === 'N' || state === 'F') cell.state = state;
    return [cell];
  });
}

/** The statuses a list holds, in group order. */
export const statusesOf = (status: ProjectStatus | undefined): ProjectStatus[] =>
  status ? [status] : [...PROJECT_STATUSES];

function sumByBranch(cells: Cell[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const cell of cells) sums.set(cell.branch, (sums.get(cell.branch) ?? 0) + cell.count);
  return sums;
}

/**
 * P2/P3: for each status in group order, the partitions of the client's list indexes the
 * caller may see, with their counts (from the client's counters item).
 */
export function clientPartitions(
  clientId: string,
  counters: Record<string, unknown> | undefined,
  statuses: readonly ProjectStatus[],
  filter: FolderFilter,
  scope: BranchScope,
): Partition[][] {
  const cells = countCells(counters).filter((cell) => canSeeBranchKey(scope, cell.branch));
  return statuses.map((status) => {
    const ofStatus = cells.filter((cell) => cell.status === status);
    if (filter === 'any') {
      return [...sumByBranch(ofStatus)]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([branch, count]) => ({
          index: 'gsi2' as const,
          key: byStatusPk(clientId, branch, status),
          count,
        }));
    }
    const state: FolderState = filter === 'include' ? 'F' : 'N';
    return ofStatus
      .filter((cell) => cell.state === state)
      .sort((a, b) => a.branch.localeCompare(b.branch))
      .map((cell) => ({
        index: 'gsi1' as const,
        key: byFolderStatePk(clientId, cell.branch, status, state),
        count: cell.count,
      }));
  });
}

/** F3: a folder's partitions per status in group order (from the folder item's counters). */
export function folderPartitions(
  folderId: string,
  folder: Record<string, unknown> | undefined,
  statuses: readonly ProjectStatus[],
  scope: BranchScope,
): Partition[][] {
  const cells = countCells(folder).filter((cell) => canSeeBranchKey(scope, cell.branch));
  return statuses.map((status) =>
    cells
      .filter((cell) => cell.status === status)
      .sort((a, b) => a.branch.localeCompare(b.branch))
      .map((cell) => ({
        index: 'gsi3' as const,
        key: inFolderPk(folderId, cell.branch, status),
        count: cell.count,
      })),
  );
}

export const totalOf = (groups: readonly (readonly Partition[])[]): number =>
  groups.flat().reduce((sum, partition) => sum + Math.max(0, partition.count), 0);
