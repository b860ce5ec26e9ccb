import { accountsContract } from './accounts.ts';
import { analysisContract } from './analysis.ts';
import { assetsContract } from './assets.ts';
import { billingContract } from './billing.ts';
import { DOMAINS, routesOfContract, type Domain, type RouteContract } from './define.ts';
import { fieldworkContract } from './fieldwork.ts';
import { foldersContract } from './folders.ts';
import { platformContract } from './platform.ts';
import { projectsContract } from './projects.ts';
import { sharingContract } from './sharing.ts';

export * from './define.ts';
export * from './errors.ts';
export { accountsContract, assetsContract, billingContract, fieldworkContract, foldersContract };
export { analysisContract, platformContract, projectsContract, sharingContract };

/** Every domain's contract. */
export const CONTRACTS = {
  platform: platformContract,
  accounts: accountsContract,
  projects: projectsContract,
  folders: foldersContract,
  assets: assetsContract,
  fieldwork: fieldworkContract,
  analysis: analysisContract,
  billing: billingContract,
  sharing: sharingContract,
};

/**
 * The one route table of the HTTP API, made from the contracts. The CDK API stack and the
 * local runtime both read it, so a route exists in the cloud exactly when it exists locally.
 */
export const API_ROUTES: readonly RouteContract[] = Object.values(CONTRACTS).flatMap(routesOfContract);
/** What the infrastructure and the local runtime read of a route. */
export type ApiRoute = Pick<RouteContract, 'method' | 'path' | 'domain' | 'auth' | 'screen'>;

export function routesOf(domain: Domain): RouteContract[] {
  return API_ROUTES.filter((route) => route.domain === domain);
}

/** Domains that serve at least one route, hence get a Lambda function. */
export function servedDomains(): Domain[] {
  return DOMAINS.filter((domain) => routesOf(domain).length > 0);
}
