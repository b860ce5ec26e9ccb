import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface TemplateResource {
  Type: string;
  Metadata?: Record<string, string>;
}

export interface BundleSize {
  entry: string;
  bytes: number;
  gzipBytes: number;
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
      const code = readdirSync(dir)
        .filter((name) => /\.(mjs|js|cjs)$/.test(name))
        .map((name) => readFileSync(join(dir, name)));
      const joined = Buffer.concat(code);
      sizes.push({ entry, bytes: joined.length, gzipBytes: gzipSync(joined).length });
    }
  }
  return sizes.sort((a, b) => a.entry.localeCompare(b.entry));
}
