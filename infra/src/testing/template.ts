import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { fromRepoRoot } from '../paths.ts';

export interface CfnResource {
  Type: string;
  Properties?: Record<string, unknown>;
  Metadata?: Record<string, unknown>;
}

export type Resources = Record<string, CfnResource>;

export function resourcesOf(assembly: CloudAssembly, stackName: string): Resources {
  return (assembly.getStackByName(stackName).template as { Resources: Resources }).Resources;
}

export function ofType(resources: Resources, type: string): Array<[string, CfnResource]> {
  return Object.entries(resources).filter(([, resource]) => resource.Type === type);
}

/** Whether a TypeScript source exports a binding of this name. */
export function sourceExports(entry: string, name: string): boolean {
  const file = fromRepoRoot(entry);
  if (!existsSync(file)) return false;
  const source = readFileSync(file, 'utf8');
  const declared = new RegExp(`export\\s+(?:async\\s+)?(?:const|let|function)\\s+${name}\\b`);
  const listed = new RegExp(`export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}`);
  return declared.test(source) || listed.test(source);
}

/** The one resource of a type in a stack; fails when there is not exactly one. */
export function onlyOfType(resources: Resources, type: string): [string, CfnResource] {
  const found = ofType(resources, type);
  if (found.length !== 1) throw new Error(`Expected one ${type}, found ${found.length}`);
  return found[0] as [string, CfnResource];
}

export interface FileAssetSource {
  path: string;
  packaging: string;
}

/** The source of a stack's file asset by its display name (`<construct path in the stack>/Code`). */
export function fileAssetSource(
  assembly: CloudAssembly,
  stackName: string,
  displayName: string,
): FileAssetSource {
  const manifest = JSON.parse(readFileSync(join(assembly.directory, `${stackName}.assets.json`), 'utf8')) as {
    files: Record<string, { displayName?: string; source: FileAssetSource }>;
  };
  const found = Object.values(manifest.files).filter((file) => file.displayName === displayName);
  if (found.length !== 1) throw new Error(`Expected one asset ${displayName}, found ${found.length}`);
  return (found[0] as { source: FileAssetSource }).source;
}
