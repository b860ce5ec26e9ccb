import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface TemplateResource {
  Type: string;
  Metadata?: Record<string, string>;
}

export interface BundleSize {
  entry: string;
  bytes: number;
  gzipBytes: number;
  /** The bundle's entry file (index.mjs), for the cold import below. */
  file: string;
}

/**
 * Sizes of the Lambda bundles that `cdk synth` produced in cdk.out: each function's asset folder,
 * found through the aws:asset:path metadata, its JavaScript summed (source maps left out).
 */
export function lambdaBundleSizes(cdkOut = 'cdk.out'): BundleSize[] {
  if (!existsSync(cdkOut)) throw new Error('cdk.out is missing: run npm run synth first');
  const sizes: BundleSize[] = [];
  for (const file of readdirSync(cdkOut).filter((name) => name.endsWith('.template.json'))) {
    const template = JSON.parse(readFileSync(join(cdkOut, file), 'utf8')) as {
      Resources?: Record<string, TemplateResource>;
    };
    for (const resource of Object.values(template.Resources ?? {})) {
      const assetPath = resource.Metadata?.['aws:asset:path'];
      const source = resource.Metadata?.['adpulse:entry'];
      const entry = source && `${source}#${resource.Metadata?.['adpulse:handler'] ?? 'handler'}`;
      if (resource.Type !== 'AWS::Lambda::Function' || !assetPath || !entry) continue;
      const dir = join(cdkOut, assetPath);
      const names = readdirSync(dir).filter((name) => /\.(mjs|js|cjs)$/.test(name));
      const joined = Buffer.concat(names.map((name) => readFileSync(join(dir, name))));
      const file = resolve(dir, names.find((name) => name.startsWith('index.')) ?? names[0] ?? 'index.mjs');
      sizes.push({ entry, bytes: joined.length, gzipBytes: gzipSync(joined).length, file });
    }
  }
  return sizes.sort((a, b) => a.entry.localeCompare(b.entry));
}

/**
 * CPU of a cold import of a bundle (what a cold start spends before the handler runs), the median
 * of `runs` fresh Node 22 processes on one CPU. The runtime's AWS SDK is not in the bundle: it is
 * loaded from node_modules here, as Lambda loads its own, so it is counted too.
 */
export function coldImportCpuMs(file: string, runs = 5): number {
  const node = fileURLToPath(new URL('../../node_modules/.bin/node', import.meta.url));
  const script = `const c = process.cpuUsage(); await import(${JSON.stringify(file)}); const u = process.cpuUsage(c); console.log((u.user + u.system) / 1000);`;
  const pinned = existsSync('/usr/bin/taskset');
  const args = ['--input-type=module', '-e', script];
  const samples = Array.from({ length: runs }, () => {
    const result = spawnSync(pinned ? '/usr/bin/taskset' : node, pinned ? ['-c', '0', node, ...args] : args, {
      encoding: 'utf8',
      env: { ...process.env, AWS_REGION: process.env.AWS_REGION ?? 'eu-west-1' },
    });
    const value = Number(result.stdout.trim().split('\n').at(-1));
    if (result.status !== 0 || !Number.isFinite(value))
      throw new Error(`cold import of ${file} failed: ${result.stderr}`);
    return value;
  }).sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? Number.NaN;
}
