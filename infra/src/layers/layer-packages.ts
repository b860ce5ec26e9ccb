import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/** An installed npm package that goes into a layer. */
export interface LayerPackage {
  name: string;
  version: string;
  /** Where it is installed. */
  dir: string;
}

/** The platform a layer is built for, as npm's `os` / `cpu` / `libc` package fields name it. */
export interface LayerPlatform {
  os: string;
  cpu: string;
  libc: string;
}

export interface LayerPackagesSpec {
  /** Packages the function imports, with their `dependencies` (transitively). */
  packages: readonly string[];
  /**
   * The platform builds those load (their optionalDependencies, of which npm installs only the
   * build for its own machine): named explicitly, and checked against `platform`.
   */
  platformPackages: readonly string[];
  platform: LayerPlatform;
  /** Files inside the layer's packages that are run as programs: `<package>/<path>`. */
  executables: readonly string[];
}

interface PackageJson {
  name?: string;
  version?: string;
  dependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
}

/**
 * The packages of a layer, found as Node finds them from `fromDir` (its node_modules, then each
 * parent's), every `dependencies` entry followed. The layer has one flat node_modules, so one
 * name installed in two versions is an error rather than a silent pick.
 */
export function resolveLayerPackages(spec: LayerPackagesSpec, fromDir: string): LayerPackage[] {
  const found = new Map<string, LayerPackage>();
  const visit = (name: string, from: string, requiredBy: string): PackageJson => {
    const dir = findPackageDir(name, from);
    if (!dir) {
      throw new Error(
        `${name} (needed by ${requiredBy}) is not installed under ${from}. ` +
          `The layer is built for ${platformName(spec.platform)} from node_modules: run npm install ` +
          `on that platform, or add its build with npm install --os=${spec.platform.os} --cpu=${spec.platform.cpu}.`,
      );
    }
    const json = readPackageJson(dir);
    const previous = found.get(name);
    if (previous) {
      if (previous.dir !== dir && previous.version !== json.version) {
        throw new Error(
          `${name} is installed in two versions (${previous.version} at ${previous.dir}, ${json.version} at ${dir}); the layer holds one`,
        );
      }
      return json;
    }
    found.set(name, { name, version: json.version ?? 'unversioned', dir });
    for (const dependency of Object.keys(json.dependencies ?? {})) visit(dependency, dir, name);
    return json;
  };
  for (const name of spec.packages) visit(name, fromDir, 'the function');
  for (const name of spec.platformPackages) {
    assertPlatform(name, visit(name, fromDir, 'the function'), spec.platform);
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Copies the packages to `<outputDir>/nodejs/node_modules/<name>` (the path Lambda puts on the
 * Node.js module path) with modes a non-root user can use: files 0644, directories and the
 * executables 0755. Lambda runs functions as a user that owns none of /opt, and an installer's
 * `chmod u+x` leaves a binary runnable by its owner only.
 */
export function copyLayerPackages(
  packages: readonly LayerPackage[],
  executables: readonly string[],
  outputDir: string,
): void {
  const modulesDir = join(outputDir, 'nodejs', 'node_modules');
  for (const pkg of packages) {
    const target = join(modulesDir, pkg.name);
    // Nested node_modules are left out: every dependency was resolved and is copied flat.
    cpSync(pkg.dir, target, {
      recursive: true,
      dereference: true,
      filter: (source) => !relative(pkg.dir, source).split(sep).includes('node_modules'),
    });
  }
  normalizeModes(modulesDir);
  for (const executable of executables) {
    const file = join(modulesDir, executable);
    if (!existsSync(file) || !statSync(file).isFile()) {
      throw new Error(`Executable ${executable} is not in the layer's packages`);
    }
    chmodSync(file, 0o755);
  }
}

/** The package a `<package>/<path>` specifier names (`@scope/name` or `name`). */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Copies single files of packages too large to copy whole (a font family ships every weight; the
 * report needs two) to `<outputDir>/nodejs/node_modules/<specifier>`, readable by any user. Each
 * is found as Node finds its package from `fromDir`; a missing one is an error.
 */
export function copyLayerFiles(files: readonly string[], fromDir: string, outputDir: string): void {
  for (const specifier of files) {
    const name = packageOf(specifier);
    const dir = findPackageDir(name, fromDir);
    const source = dir && join(dir, specifier.slice(name.length + 1));
    if (!source || !existsSync(source) || !statSync(source).isFile())
      throw new Error(`${specifier} is not installed under ${fromDir}: run npm install`);
    const target = join(outputDir, 'nodejs', 'node_modules', specifier);
    mkdirSync(dirname(target), { recursive: true, mode: 0o755 });
    cpSync(source, target, { dereference: true });
    chmodSync(target, 0o644);
  }
}

function normalizeModes(dir: string): void {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) normalizeModes(path);
    else chmodSync(path, 0o644);
  }
}

function findPackageDir(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

function readPackageJson(dir: string): PackageJson {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;
}

function assertPlatform(name: string, json: PackageJson, platform: LayerPlatform): void {
  const mismatches = (
    [
      ['os', json.os, platform.os],
      ['cpu', json.cpu, platform.cpu],
      ['libc', json.libc, platform.libc],
    ] as const
  ).filter(([, allowed, wanted]) => allowed !== undefined && !allowed.includes(wanted));
  if (mismatches.length) {
    const found = mismatches.map(([field, allowed]) => `${field} ${allowed?.join('/')}`).join(', ');
    throw new Error(`${name} is built for ${found}, not for ${platformName(platform)}`);
  }
}

const platformName = (platform: LayerPlatform) => `${platform.os}-${platform.cpu} (${platform.libc})`;
