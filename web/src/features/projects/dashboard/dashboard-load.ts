import {
  ACTIVE_PAGE_SIZE,
  CLOSED_PAGE_SIZE,
  isLastPage,
  type ProjectListOptions,
  type ProjectList,
  type ProjectStatus,
  type ProjectSummary,
} from '@adpulse/shared/projects/index';

/** One GET /clients/{clientId}/projects call. */
export type FetchProjectPage = (query: ProjectListOptions) => Promise<ProjectList>;

/** How many projects each status holds for the caller (the list answers a total with each page). */
export type StatusTotals = Record<ProjectStatus, number>;

export interface DashboardProjects {
  projects: ProjectSummary[];
  totals: StatusTotals;
}

/**
 * The pending group is not in the spec's sequence, which names closed and active only; it is
 * read like the active one (one page of 10) so the first group is not always empty.
 */
const AFTER_CLOSED: readonly { status: ProjectStatus; limit: number }[] = [
  { status: 'active', limit: ACTIVE_PAGE_SIZE },
  { status: 'pending', limit: ACTIVE_PAGE_SIZE },
];

/**
 * The dashboard's project loading (spec sections 2 and 4): closed projects 30 at a time until a
 * page returns fewer than the limit, then the active projects (limit 10) appended, then the
 * pending ones; every call with projectsInfolder any. `onProgress` sees the list after each page.
 */
export async function loadDashboardProjects(
  fetchPage: FetchProjectPage,
  onProgress: (loaded: DashboardProjects) => void = () => undefined,
): Promise<DashboardProjects> {
  const projects: ProjectSummary[] = [];
  const totals: StatusTotals = { pending: 0, active: 0, closed: 0 };
  const report = () => onProgress({ projects: [...projects], totals: { ...totals } });

  for (let skip = 0; ; skip += CLOSED_PAGE_SIZE) {
    const page = await fetchPage(query('closed', CLOSED_PAGE_SIZE, skip));
    projects.push(...page.items);
    totals.closed = page.total;
    report();
    if (isLastPage(page.items.length, CLOSED_PAGE_SIZE)) break;
  }
  for (const { status, limit } of AFTER_CLOSED) {
    const page = await fetchPage(query(status, limit, 0));
    projects.push(...page.items);
    totals[status] = page.total;
    report();
  }
  return { projects, totals };
}

function query(projectsStatus: ProjectStatus, limit: number, skip: number): ProjectListOptions {
  return { projectsStatus, limit, skip, sort: 'dec', projectsInfolder: 'any' };
}
