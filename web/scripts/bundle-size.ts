import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface WebBundleReport {
  /** JS the login route needs before it can render: entry, the login screen chunk, their static imports. */
  loginInitialJs: { files: string[]; bytes: number; gzipBytes: number };
  /** The lazily loaded Plotly chunk (only chart screens fetch it). */
  plotly: { file: string; bytes: number; gzipBytes: number; inLoginInitialJs: boolean };
  /** Budget of issue 4 for the login page's initial JS, gzipped. */
  budgetGzipBytes: number;
}

export const LOGIN_INITIAL_JS_BUDGET = 250 * 1024;
const LOGIN_SCREEN_SRC = 'src/features/accounts/login/LoginScreen.tsx';

function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The chunks a key loads before running: itself and, recursively, its static imports. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

function sizeOf(distDir: string, file: string) {
  const content = readFileSync(join(distDir, file));
  return { bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

/** Reads web/dist's Vite manifest and measures the login route's initial JS and the Plotly chunk. */
export function measureWebBundle(
  distDir = resolve(fileURLToPath(new URL('..', import.meta.url)), 'dist'),
): WebBundleReport {
  const manifest = readManifest(distDir);
  // The app's entry (the build has other entries: the measurement harness).
  const entry = manifest['index.html']?.isEntry ? 'index.html' : undefined;
  if (!entry) throw new Error('manifest has no index.html entry chunk');
  if (!manifest[LOGIN_SCREEN_SRC]) throw new Error(`manifest has no ${LOGIN_SCREEN_SRC} chunk`);
  const initialKeys = staticClosure(manifest, [entry, LOGIN_SCREEN_SRC]);
  const files = [...initialKeys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const sizes = files.map((file) => sizeOf(distDir, file));

  const plotlyKey =
    Object.keys(manifest).find((key) => /node_modules\/plotly\.js-[a-z-]*dist-min/.test(key)) ??
    Object.keys(manifest).find((key) => key.endsWith('PlotlyChart.tsx'));
  if (!plotlyKey) throw new Error('manifest has no Plotly chunk');
  const plotlyFile = manifest[plotlyKey]!.file;

  return {
    loginInitialJs: {
      files,
      bytes: sizes.reduce((sum, size) => sum + size.bytes, 0),
      gzipBytes: sizes.reduce((sum, size) => sum + size.gzipBytes, 0),
    },
    plotly: {
      file: plotlyFile,
      ...sizeOf(distDir, plotlyFile),
      inLoginInitialJs: files.includes(plotlyFile),
    },
    budgetGzipBytes: LOGIN_INITIAL_JS_BUDGET,
  };
}

export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface ResultsChunkGroup {
  /** What loads them, e.g. the results tabs or the project-analysis views. */
  name: string;
  /** Chunks (JS and CSS) fetched on top of the app's entry, each raw and gzipped. */
  chunks: ChunkSize[];
  bytes: number;
  gzipBytes: number;
}

const RESULTS_SCREENS = {
  'results tabs (project/{id}/ranking|metrics|chart|metrics-in-context)': [
    'src/features/results/ResultsScreen.tsx',
    'src/features/results/ResultTabScreen.tsx',
  ],
  'project-analysis views (heatmap, evoked emotions, survey, comparison...)': [
    'src/features/results/ProjectAnalysisScreen.tsx',
    'src/features/results/AnalysisChildScreen.tsx',
  ],
} as const;
const SCREENS_TEXTS_EN = '../shared/src/i18n/locales/en/screens.ts';

/**
 * The files `keys` load on top of the `base` keys: their static closures and the closures of
 * their own dynamic imports (texts aside: a page loads one language's).
 */
function filesBeyond(manifest: Manifest, keys: string[], base: Set<string>): string[] {
  const own = [...staticClosure(manifest, keys)].filter((key) => !base.has(key));
  const dynamic = own.flatMap((key) =>
    (manifest[key]!.dynamicImports ?? []).filter((imported) => !imported.includes('/i18n/locales/')),
  );
  const lazy = dynamic.length ? [...staticClosure(manifest, dynamic)].filter((key) => !base.has(key)) : [];
  const files = [...new Set([...own, ...lazy])].flatMap((key) => [
    manifest[key]!.file,
    ...(manifest[key]!.css ?? []),
  ]);
  const baseFiles = new Set([...base].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]));
  return [...new Set(files)].filter((file) => !baseFiles.has(file));
}

/**
 * The chunks the results screens fetch on top of the app's entry (what a signed-in user already
 * has): the screens' own chunks and CSS, the lazily loaded Plotly chunk and the English
 * signed-in screens' texts, from web/dist's Vite manifest.
 */
export function measureResultsChunks(
  distDir = resolve(fileURLToPath(new URL('..', import.meta.url)), 'dist'),
): ResultsChunkGroup[] {
  const manifest = readManifest(distDir);
  if (!manifest['index.html']?.isEntry) throw new Error('manifest has no index.html entry chunk');
  const entry = staticClosure(manifest, ['index.html']);
  const texts = manifest[SCREENS_TEXTS_EN]?.file;
  return Object.entries(RESULTS_SCREENS).map(([name, keys]) => {
    const files = filesBeyond(manifest, [...keys], entry);
    if (texts && !files.includes(texts)) files.push(texts);
    const chunks = files
      .map((file) => ({ file, ...sizeOf(distDir, file) }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    return {
      name,
      chunks,
      bytes: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0),
      gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    };
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const report = measureWebBundle(process.argv[2]);
  const within = report.loginInitialJs.gzipBytes <= report.budgetGzipBytes;
  console.log(
    `web: login page initial JS ${kb(report.loginInitialJs.gzipBytes)} gzipped (${kb(report.loginInitialJs.bytes)} raw, ${report.loginInitialJs.files.length} files; budget ${kb(report.budgetGzipBytes)}: ${within ? 'within' : 'OVER'})`,
  );
  console.log(
    `web: plotly chunk ${kb(report.plotly.gzipBytes)} gzipped (${kb(report.plotly.bytes)} raw), lazy: ${report.plotly.inLoginInitialJs ? 'NO' : 'yes'}`,
  );
  if (!within || report.plotly.inLoginInitialJs) process.exitCode = 1;
}
