import { API_BASE_PATH, type ApiRoute } from '@adpulse/shared';

export interface RouteMatch {
  route: ApiRoute;
  /** API Gateway route path, with the base path: `/api/projects/{projectId}`. */
  routePath: string;
  pathParameters: Record<string, string>;
}

interface CompiledRoute {
  route: ApiRoute;
  routePath: string;
  pattern: RegExp;
  names: string[];
  /** Per segment, higher is more specific: literal 3, `{param}` 2, `{proxy+}` 1. */
  rank: number[];
}

/**
 * Matches request paths against the shared route table the way API Gateway HTTP APIs do:
 * `{name}` takes one segment, `{name+}` takes the rest, the most specific route wins.
 */
export class RouteTable {
  private readonly compiled: CompiledRoute[];

  constructor(
    routes: readonly ApiRoute[],
    private readonly basePath: string = API_BASE_PATH,
  ) {
    this.compiled = routes
      .map((route) => compile(route, basePath))
      .sort((a, b) => compareRank(b.rank, a.rank));
  }

  /** The route for a method and raw path; `undefined` when none (the caller answers 404). */
  match(method: string, rawPath: string): RouteMatch | undefined {
    if (!rawPath.startsWith(this.basePath)) return undefined;
    for (const candidate of this.compiled) {
      if (candidate.route.method !== method) continue;
      const found = candidate.pattern.exec(rawPath);
      if (!found) continue;
      const pathParameters: Record<string, string> = {};
      candidate.names.forEach((name, index) => {
        pathParameters[name] = safeDecode(found[index + 1] ?? '');
      });
      return { route: candidate.route, routePath: candidate.routePath, pathParameters };
    }
    return undefined;
  }
}

function compile(route: ApiRoute, basePath: string): CompiledRoute {
  const routePath = `${basePath}${route.path}`;
  const names: string[] = [];
  const rank: number[] = [];
  const segments = routePath
    .split('/')
    .slice(1)
    .map((segment) => {
      const parameter = /^\{([^}+]+)(\+?)\}$/.exec(segment);
      if (!parameter) {
        rank.push(3);
        return escapeRegExp(segment);
      }
      names.push(parameter[1] ?? '');
      const greedy = parameter[2] === '+';
      rank.push(greedy ? 1 : 2);
      return greedy ? '(.+)' : '([^/]+)';
    });
  return { route, routePath, names, rank, pattern: new RegExp(`^/${segments.join('/')}$`) };
}

function compareRank(a: number[], b: number[]): number {
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
