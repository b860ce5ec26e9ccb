import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  copyLayerFiles,
  copyLayerPackages,
  resolveLayerPackages,
  type LayerPackagesSpec,
} from './layer-packages.ts';

const PLATFORM = { os: 'linux', cpu: 'x64', libc: 'glibc' };
let root: string;

function writePackage(dir: string, json: Record<string, unknown>, files: Record<string, string> = {}): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify(json));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content, { mode: 0o600 });
  }
}

const modules = (...parts: string[]) => join(root, 'node_modules', ...parts);
const spec = (overrides: Partial<LayerPackagesSpec> = {}): LayerPackagesSpec => ({
  packages: ['top'],
  platformPackages: ['@scope/top-linux-x64'],
  platform: PLATFORM,
  executables: [],
  ...overrides,
});

/**
 * root/app depends on `top`; top needs `dep` (hoisted) and `nested` (its own 2.0.0, while 1.0.0
 * is hoisted); the platform build and an unrelated package sit beside them.
 */
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'adpulse-layer-'));
  mkdirSync(join(root, 'app'));
  writePackage(
    modules('top'),
    { name: 'top', version: '1.2.3', dependencies: { dep: '^1', nested: '^2' } },
    { 'index.js': 'module.exports = 1;' },
  );
  writePackage(modules('top', 'node_modules', 'nested'), { name: 'nested', version: '2.0.0' });
  writePackage(modules('nested'), { name: 'nested', version: '1.0.0' });
  writePackage(modules('dep'), { name: 'dep', version: '1.0.0' }, { 'bin/tool': '#!/bin/sh\necho ok\n' });
  writePackage(
    modules('@scope', 'top-linux-x64'),
    { name: '@scope/top-linux-x64', version: '1.2.3', os: ['linux'], cpu: ['x64'], libc: ['glibc'] },
    { 'lib/top.node': 'binary' },
  );
  writePackage(modules('@scope', 'top-linux-arm64'), {
    name: '@scope/top-linux-arm64',
    version: '1.2.3',
    os: ['linux'],
    cpu: ['arm64'],
  });
  writePackage(modules('unrelated'), { name: 'unrelated', version: '9.9.9' });
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('resolveLayerPackages', () => {
  it('follows dependencies as Node resolves them, nested installs first, and nothing else', () => {
    const packages = resolveLayerPackages(spec(), join(root, 'app'));
    expect(packages.map(({ name, version }) => `${name}@${version}`)).toEqual([
      '@scope/top-linux-x64@1.2.3',
      'dep@1.0.0',
      'nested@2.0.0',
      'top@1.2.3',
    ]);
    expect(packages.find((pkg) => pkg.name === 'nested')?.dir).toBe(modules('top', 'node_modules', 'nested'));
  });

  it('names the package that needs a missing one and the platform to install it for', () => {
    rmSync(modules('dep'), { recursive: true });
    expect(() => resolveLayerPackages(spec(), join(root, 'app'))).toThrow(
      /dep \(needed by top\) is not installed.*linux-x64 \(glibc\)/,
    );
  });

  it('refuses a platform build made for another cpu', () => {
    expect(() =>
      resolveLayerPackages(spec({ platformPackages: ['@scope/top-linux-arm64'] }), join(root, 'app')),
    ).toThrow('@scope/top-linux-arm64 is built for cpu arm64, not for linux-x64 (glibc)');
  });

  it('refuses one name in two versions, since the layer has a single node_modules', () => {
    writePackage(modules('dep'), { name: 'dep', version: '1.0.0', dependencies: { nested: '^1' } });
    expect(() => resolveLayerPackages(spec(), join(root, 'app'))).toThrow(
      /^nested is installed in two versions \((?=.*1\.0\.0 at )(?=.*2\.0\.0 at ).*\); the layer holds one$/,
    );
  });
});

describe('copyLayerPackages', () => {
  it('lays the packages flat under nodejs/node_modules, without their own node_modules', () => {
    const out = join(root, 'out');
    copyLayerPackages(resolveLayerPackages(spec(), join(root, 'app')), [], out);
    const layer = (...parts: string[]) => join(out, 'nodejs', 'node_modules', ...parts);
    expect(existsSync(layer('top', 'index.js'))).toBe(true);
    expect(existsSync(layer('top', 'node_modules'))).toBe(false);
    expect(existsSync(layer('nested', 'package.json'))).toBe(true);
    expect(existsSync(layer('@scope', 'top-linux-x64', 'lib', 'top.node'))).toBe(true);
    expect(existsSync(layer('unrelated'))).toBe(false);
  });

  it('makes files readable and executables runnable by any user', () => {
    const out = join(root, 'out');
    copyLayerPackages(resolveLayerPackages(spec(), join(root, 'app')), ['dep/bin/tool'], out);
    const mode = (...parts: string[]) => statSync(join(out, 'nodejs', 'node_modules', ...parts)).mode & 0o777;
    expect(mode('top', 'index.js')).toBe(0o644);
    expect(mode('@scope', 'top-linux-x64', 'lib')).toBe(0o755);
    expect(mode('dep', 'bin', 'tool')).toBe(0o755);
  });

  it('fails when a declared executable is not in the packages', () => {
    const packages = resolveLayerPackages(spec(), join(root, 'app'));
    expect(() => copyLayerPackages(packages, ['dep/bin/missing'], join(root, 'out'))).toThrow(
      "Executable dep/bin/missing is not in the layer's packages",
    );
  });
});

describe('copyLayerFiles', () => {
  it('copies only the named files of a package, readable by any user, and fails on a missing one', () => {
    writePackage(
      modules('@fonts', 'family'),
      { name: '@fonts/family', version: '1.0.0' },
      { '400/Regular.ttf': 'regular', '700/Bold.ttf': 'bold', '100/Thin.ttf': 'thin' },
    );
    const out = join(root, 'out');
    copyLayerFiles(['@fonts/family/400/Regular.ttf', '@fonts/family/700/Bold.ttf'], join(root, 'app'), out);
    const layer = (...parts: string[]) => join(out, 'nodejs', 'node_modules', '@fonts', 'family', ...parts);
    expect(existsSync(layer('400', 'Regular.ttf'))).toBe(true);
    expect(statSync(layer('700', 'Bold.ttf')).mode & 0o777).toBe(0o644);
    expect(existsSync(layer('100', 'Thin.ttf'))).toBe(false);
    expect(() => copyLayerFiles(['@fonts/family/900/Black.ttf'], join(root, 'app'), out)).toThrow(
      '@fonts/family/900/Black.ttf is not installed',
    );
  });
});
