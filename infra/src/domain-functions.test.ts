import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import type { Domain } from '@adpulse/shared';
import { STACK_NAMES } from './app.ts';
import { ENTRY_METADATA } from './constructs/node-function.ts';
import { fromRepoRoot } from './paths.ts';
import { synthWithNag } from './testing/synth.ts';
import {
  fileAssetSource,
  ofType,
  onlyOfType,
  resourcesOf,
  type CfnResource,
  type Resources,
} from './testing/template.ts';

/** Per-domain function settings and bucket grants, with bundling off (the fast synth). */
let assembly: CloudAssembly;
let api: Resources;

const SYNTH_TIMEOUT_MS = 120_000;

beforeAll(() => {
  assembly = synthWithNag({
    webAssetDir: fromRepoRoot('.no-web-build'),
    context: { mailFrom: 'no-reply@adpulse.example' },
  }).assembly;
  api = resourcesOf(assembly, STACK_NAMES.api);
}, SYNTH_TIMEOUT_MS);

afterAll(() => {
  if (assembly) rmSync(assembly.directory, { recursive: true, force: true });
});

function functionOf(domain: Domain): [string, CfnResource] {
  const found = ofType(api, 'AWS::Lambda::Function').find(
    ([, fn]) => fn.Metadata?.[ENTRY_METADATA] === `functions/src/${domain}/handler.ts`,
  );
  if (!found) throw new Error(`No function for ${domain}`);
  return found;
}

interface Grant {
  action: string;
  /** The resource as JSON: bucket ARNs are imports of the data stack's exports. */
  resource: string;
}

/** Every (action, resource) pair the function's role is allowed, however statements were merged. */
function grantsOf(domain: Domain): Grant[] {
  const [, fn] = functionOf(domain);
  const roleId = (fn.Properties?.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return ofType(api, 'AWS::IAM::Policy')
    .filter(([, policy]) => JSON.stringify(policy.Properties?.Roles).includes(`"${roleId}"`))
    .flatMap(([, policy]) => {
      const document = policy.Properties?.PolicyDocument as {
        Statement: Array<{ Effect: string; Action: string | string[]; Resource: unknown }>;
      };
      return document.Statement.filter((statement) => statement.Effect === 'Allow').flatMap((statement) => {
        const actions = [statement.Action].flat();
        const resources = Array.isArray(statement.Resource) ? statement.Resource : [statement.Resource];
        return actions.flatMap((action) =>
          resources.map((resource) => ({ action, resource: JSON.stringify(resource) })),
        );
      });
    });
}

/** S3 actions on one bucket: on its objects (`<arn>/*`) and on the bucket itself. */
function bucketActions(
  grants: Grant[],
  bucket: 'Uploads' | 'Results',
): { objects: string[]; bucket: string[] } {
  const onBucket = grants.filter(
    (grant) => grant.action.startsWith('s3:') && grant.resource.includes(`${bucket}BucketArn`),
  );
  const sorted = (list: Grant[]) => [...new Set(list.map((grant) => grant.action))].sort();
  return {
    objects: sorted(onBucket.filter((grant) => grant.resource.includes('/*'))),
    bucket: sorted(onBucket.filter((grant) => !grant.resource.includes('/*'))),
  };
}

describe('assets function', () => {
  it('runs on x86_64 with 2048 MB, 29 s and 1024 MiB of /tmp, with the media layer', () => {
    const [, fn] = functionOf('assets');
    const [layerId] = onlyOfType(api, 'AWS::Lambda::LayerVersion');
    expect(fn.Properties).toMatchObject({
      Architectures: ['x86_64'],
      MemorySize: 2048,
      Timeout: 29,
      EphemeralStorage: { Size: 1024 },
      Layers: [{ Ref: layerId }],
    });
  });

  it('reads and writes both buckets: originals, then thumbnails and renditions', () => {
    const grants = grantsOf('assets');
    const readWrite = ['s3:AbortMultipartUpload', 's3:DeleteObject', 's3:GetObject', 's3:PutObject'];
    expect(bucketActions(grants, 'Uploads')).toEqual({ objects: readWrite, bucket: ['s3:ListBucket'] });
    expect(bucketActions(grants, 'Results')).toEqual({ objects: readWrite, bucket: ['s3:ListBucket'] });
  });
});

describe('projects function', () => {
  it("may list and delete a deleted project's files in both buckets, read only results, and write none", () => {
    const grants = grantsOf('projects');
    expect(bucketActions(grants, 'Uploads')).toEqual({
      objects: ['s3:DeleteObject'],
      bucket: ['s3:ListBucket'],
    });
    // Reading the results bucket is what signing the cards' picture links needs.
    expect(bucketActions(grants, 'Results')).toEqual({
      objects: ['s3:DeleteObject', 's3:GetObject'],
      bucket: ['s3:ListBucket'],
    });
  });
});

describe('folders function', () => {
  it("reads the results bucket for its projects' card pictures, and nothing else", () => {
    const grants = grantsOf('folders');
    expect(bucketActions(grants, 'Uploads')).toEqual({ objects: [], bucket: [] });
    expect(bucketActions(grants, 'Results')).toEqual({
      objects: ['s3:GetObject'],
      bucket: ['s3:ListBucket'],
    });
  });
});

describe('analysis function', () => {
  it('runs on x86_64 with 1024 MB and 29 s, with the media layer (the PDF report draws with sharp)', () => {
    const [, fn] = functionOf('analysis');
    const [layerId] = onlyOfType(api, 'AWS::Lambda::LayerVersion');
    expect(fn.Properties).toMatchObject({
      Architectures: ['x86_64'],
      MemorySize: 1024,
      Timeout: 29,
      Layers: [{ Ref: layerId }],
    });
    expect(fn.Properties?.EphemeralStorage).toBeUndefined();
  });

  it("writes a run's folder in the results bucket: per-second images drawn on first request, reports", () => {
    const readWrite = ['s3:AbortMultipartUpload', 's3:DeleteObject', 's3:GetObject', 's3:PutObject'];
    expect(bucketActions(grantsOf('analysis'), 'Results')).toEqual({
      objects: readWrite,
      bucket: ['s3:ListBucket'],
    });
  });
});

describe('other API functions', () => {
  it('keep arm64, the default size and no layer', () => {
    const tuned = new Set(['functions/src/assets/handler.ts', 'functions/src/analysis/handler.ts']);
    const others = ofType(api, 'AWS::Lambda::Function').filter(
      ([, fn]) =>
        typeof fn.Metadata?.[ENTRY_METADATA] === 'string' && !tuned.has(fn.Metadata[ENTRY_METADATA]),
    );
    expect(others.length).toBeGreaterThan(0);
    for (const [, fn] of others) {
      expect(fn.Properties).toMatchObject({ Architectures: ['arm64'], MemorySize: 512, Timeout: 10 });
      expect(fn.Properties?.Layers).toBeUndefined();
      expect(fn.Properties?.EphemeralStorage).toBeUndefined();
    }
  });
});

describe('media layer with bundling off', () => {
  it('is declared for nodejs22.x on x86_64', () => {
    const [, layer] = onlyOfType(api, 'AWS::Lambda::LayerVersion');
    expect(layer.Properties).toMatchObject({
      CompatibleRuntimes: ['nodejs22.x'],
      CompatibleArchitectures: ['x86_64'],
    });
  });

  it('copies nothing: CDK skips tryBundle and points the asset at its source folder', () => {
    expect(fileAssetSource(assembly, STACK_NAMES.api, 'MediaLayer/Layer/Code')).toEqual({
      path: fromRepoRoot('node_modules'),
      packaging: 'zip',
    });
    const copied = readdirSync(assembly.directory).filter((name) =>
      existsSync(join(assembly.directory, name, 'nodejs', 'node_modules')),
    );
    expect(copied).toEqual([]);
  });
});
