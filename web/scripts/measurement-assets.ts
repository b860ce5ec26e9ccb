import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The on-device measurement's models and WASM binaries, served by the app from its own origin
 * under /measurement/ (never from a third-party host). They are copied from node_modules into
 * the build output at build time, so nothing large is committed and the versions follow the lock file.
 */
export const MEASUREMENT_ASSET_BASE = 'measurement';

interface AssetSource {
  /** Package whose folder holds the file. */
  pkg: string;
  /** Folder inside the package. */
  from: string;
  /** Folder under /measurement/. */
  to: string;
  files: string[];
}

const ASSETS: AssetSource[] = [
  {
    pkg: '@vladmandic/human',
    from: 'models',
    to: 'human',
    // Face detector, mesh, iris; emotion.json is the measured-and-rejected expression candidate,
    // shipped so `validate:expressions --model human-emotion` can reproduce the comparison.
    files: [
      'blazeface.json',
      'blazeface.bin',
      'facemesh.json',
      'facemesh.bin',
      'iris.json',
      'iris.bin',
      'emotion.json',
      'emotion.bin',
    ],
  },
  {
    pkg: '@vladmandic/face-api',
    from: 'model',
    to: 'face-api',
    files: ['face_expression_model-weights_manifest.json', 'face_expression_model.bin'],
  },
  {
    pkg: '@tensorflow/tfjs-backend-wasm',
    from: 'dist',
    to: 'wasm',
    files: ['tfjs-backend-wasm.wasm', 'tfjs-backend-wasm-simd.wasm', 'tfjs-backend-wasm-threaded-simd.wasm'],
  },
];

const require = createRequire(import.meta.url);

function isPackageRoot(dir: string, pkg: string): boolean {
  const manifest = join(dir, 'package.json');
  return (
    existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === pkg
  );
}

/** A package's folder, found from its package.json even when its exports map hides subpaths. */
function packageDir(pkg: string): string {
  let dir = dirname(require.resolve(pkg));
  while (!isPackageRoot(dir, pkg)) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cannot find the folder of ${pkg}`);
    dir = parent;
  }
  return dir;
}

export interface MeasurementAsset {
  /** Path under the web root, e.g. measurement/human/facemesh.json. */
  url: string;
  file: string;
}

export function measurementAssets(): MeasurementAsset[] {
  return ASSETS.flatMap((source) => {
    const dir = join(packageDir(source.pkg), source.from);
    return source.files.map((name) => ({
      url: `${MEASUREMENT_ASSET_BASE}/${source.to}/${name}`,
      file: join(dir, name),
    }));
  });
}

const CONTENT_TYPES: Record<string, string> = {
  json: 'application/json; charset=utf-8',
  wasm: 'application/wasm',
  bin: 'application/octet-stream',
};

/**
 * Vite plugin of the measurement module:
 * - one tfjs for human and face-api alike: their no-bundle builds import tfjs packages, all
 *   resolved to face-api's tfjs 4.22 build (one engine, one WASM backend, the version of the
 *   .wasm files). Human's own tfjs build lacks the chained tensor ops face-api calls (t.as3D());
 *   face-api's lacks only the WebGPU backend, which we do not use;
 * - the worker is an ES module (it has dynamic imports);
 * - the models and WASM files are emitted into the build, and served from node_modules in `vite dev`.
 */
export function measurementAssetsPlugin(): Plugin {
  const assets = measurementAssets();
  const byUrl = new Map(assets.map((asset) => [`/${asset.url}`, asset]));
  const human = packageDir('@vladmandic/human');
  const faceApi = packageDir('@vladmandic/face-api');
  return {
    name: 'adpulse-measurement-assets',
    config() {
      return {
        resolve: {
          alias: [
            {
              find: /^@tensorflow\/tfjs(-[a-z-]+)?\/dist\/index\.js$/,
              replacement: join(faceApi, 'dist', 'tfjs.esm.js'),
            },
            { find: /^@vladmandic\/human$/, replacement: join(human, 'dist', 'human.esm-nobundle.js') },
          ],
        },
        worker: { format: 'es' as const },
      };
    },
    generateBundle() {
      for (const asset of assets) {
        this.emitFile({ type: 'asset', fileName: asset.url, source: readFileSync(asset.file) });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const asset = byUrl.get((request.url ?? '').split('?')[0] ?? '');
        if (!asset) return next();
        const extension = asset.file.split('.').pop() ?? '';
        response.writeHead(200, {
          'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
          'content-length': statSync(asset.file).size,
        });
        createReadStream(asset.file).pipe(response);
      });
    },
  };
}
