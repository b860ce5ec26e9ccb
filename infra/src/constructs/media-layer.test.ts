import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLING_STACKS, type CloudAssembly } from 'aws-cdk-lib/cx-api';
import { routesOf } from '@adpulse/shared';
import { buildApp, STACK_NAMES } from '../app.ts';
import { fromRepoRoot } from '../paths.ts';
import { fileAssetSource } from '../testing/template.ts';
import { MEDIA_LAYER } from './media-layer.ts';

/**
 * The one synth with bundling on: the API stack alone, serving only the assets routes, so that
 * esbuild builds one function and the layer is copied (about 160 MB, a few seconds).
 */
let assembly: CloudAssembly;
let layerModules: string;
let bundle: string;

const SYNTH_TIMEOUT_MS = 120_000;

beforeAll(() => {
  const { app } = buildApp({
    bundling: true,
    cfnValidation: false,
    routes: routesOf('assets'),
    webAssetDir: fromRepoRoot('.no-web-build'),
    context: { [BUNDLING_STACKS]: [STACK_NAMES.api], mailFrom: 'no-reply@adpulse.example', demo: 'true' },
  });
  assembly = app.synth();
  const assetDir = (displayName: string) =>
    join(assembly.directory, fileAssetSource(assembly, STACK_NAMES.api, displayName).path);
  layerModules = join(assetDir('MediaLayer/Layer/Code'), 'nodejs', 'node_modules');
  bundle = readFileSync(join(assetDir('AssetsApi/Function/Code'), 'index.mjs'), 'utf8');
}, SYNTH_TIMEOUT_MS);

afterAll(() => {
  if (assembly) rmSync(assembly.directory, { recursive: true, force: true });
});

/** Package names in a node_modules folder, scoped ones as `@scope/name`. */
function packagesIn(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((name) =>
      name.startsWith('@') ? readdirSync(join(dir, name)).map((inner) => `${name}/${inner}`) : [name],
    )
    .sort();
}

describe('media layer (bundling on)', () => {
  it('holds sharp, the installers, their linux-x64 builds, subset-font, their dependencies and the fonts, nothing else', () => {
    expect(packagesIn(layerModules)).toEqual([
      '@expo-google-fonts/noto-sans',
      '@expo-google-fonts/noto-sans-sc',
      '@ffmpeg-installer/ffmpeg',
      '@ffmpeg-installer/linux-x64',
      '@ffprobe-installer/ffprobe',
      '@ffprobe-installer/linux-x64',
      '@img/colour',
      '@img/sharp-libvips-linux-x64',
      '@img/sharp-linux-x64',
      'argparse',
      'detect-libc',
      'fontverter',
      'harfbuzzjs',
      'p-limit',
      'pako',
      'semver',
      'sharp',
      'subset-font',
      'wawoff2',
      'woff2sfnt-sfnt2woff',
      'yocto-queue',
    ]);
  });

  it('subsets a report font from its own folder: the wasm loads, the font resolves as fonts.ts resolves it', () => {
    const script = `
      import { createRequire } from 'node:module';
      import { readFileSync } from 'node:fs';
      import subsetFont from 'subset-font';
      const file = createRequire(process.cwd() + '/').resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf');
      const subset = await subsetFont(readFileSync(file), '结果 report', { targetFormat: 'sfnt', keepFeatures: [] });
      console.log(JSON.stringify({ file, bytes: subset.length }));
    `;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: join(layerModules, '..'),
      env: { PATH: process.env.PATH ?? '' },
      encoding: 'utf8',
    });
    const result = JSON.parse(output) as { file: string; bytes: number };
    expect(result.file.startsWith(layerModules)).toBe(true);
    // A handful of glyphs, not the 10 MB family.
    expect(result.bytes).toBeGreaterThan(1000);
    expect(result.bytes).toBeLessThan(50_000);
  });

  it('holds the two weights of each report font that fonts.ts reads, with the licence, and no other weight', () => {
    const fonts = readFileSync(fromRepoRoot('functions/src/analysis/report/fonts.ts'), 'utf8');
    const named = [...fonts.matchAll(/'(@expo-google-fonts\/[^']+\.ttf)'/g)].map((match) => match[1]!);
    expect(named).toHaveLength(4);
    for (const file of named) {
      expect(MEDIA_LAYER.files, file).toContain(file);
      expect(statSync(join(layerModules, file)).size, file).toBeGreaterThan(100_000);
    }
    for (const family of ['noto-sans', 'noto-sans-sc']) {
      const dir = join(layerModules, '@expo-google-fonts', family);
      expect(readFileSync(join(dir, 'LICENSE_FONT'), 'utf8')).toContain('SIL Open Font License');
      expect(readdirSync(dir).sort()).toEqual(['400Regular', '700Bold', 'LICENSE_FONT']);
    }
  });

  it('ships ffmpeg and ffprobe runnable by any user', () => {
    for (const executable of MEDIA_LAYER.executables) {
      const stats = statSync(join(layerModules, executable));
      expect(stats.mode & 0o777, executable).toBe(0o755);
      expect(stats.size, executable).toBeGreaterThan(10 * 1024 * 1024);
    }
  });

  it('works from its own folder: ESM import of sharp converts an image, the installers find ffmpeg and ffprobe', () => {
    const script = `
      import { execFileSync } from 'node:child_process';
      import sharp from 'sharp';
      const png = await sharp({ create: { width: 4, height: 2, channels: 3, background: '#c00' } }).png().toBuffer();
      const jpeg = await sharp(png).jpeg().toBuffer();
      const { format, width, height } = await sharp(jpeg).metadata();
      const tools = {};
      for (const name of ['ffmpeg', 'ffprobe']) {
        const { path } = (await import('@' + name + '-installer/' + name)).default;
        tools[name] = { path, version: execFileSync(path, ['-version']).toString().split('\\n')[0] };
      }
      console.log(JSON.stringify({ sharp: import.meta.resolve('sharp'), image: { format, width, height }, tools }));
    `;
    // ESM ignores NODE_PATH: a bare import from the eval's folder finds only nodejs/node_modules.
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: join(layerModules, '..'),
      env: { PATH: process.env.PATH ?? '' },
      encoding: 'utf8',
    });
    const result = JSON.parse(output) as {
      sharp: string;
      image: { format: string; width: number; height: number };
      tools: Record<'ffmpeg' | 'ffprobe', { path: string; version: string }>;
    };
    expect(result.sharp.startsWith(`file://${layerModules}/sharp/`)).toBe(true);
    expect(result.image).toEqual({ format: 'jpeg', width: 4, height: 2 });
    expect(result.tools.ffmpeg.path).toBe(join(layerModules, '@ffmpeg-installer/linux-x64/ffmpeg'));
    expect(result.tools.ffmpeg.version).toMatch(/^ffmpeg version /);
    expect(result.tools.ffprobe.path).toBe(join(layerModules, '@ffprobe-installer/linux-x64/ffprobe'));
    expect(result.tools.ffprobe.version).toMatch(/^ffprobe version /);
  });
});

describe('assets function bundle (bundling on)', () => {
  it("imports only Node's builtins, the runtime's SDK and the layer's modules", () => {
    const specifiers = new Set(
      [...bundle.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g)].map(
        (match) => match[1] as string,
      ),
    );
    const builtins = new Set(builtinModules);
    const unexpected = [...specifiers].filter(
      (specifier) =>
        !builtins.has(specifier.replace(/^node:/, '')) &&
        !/^@(aws-sdk|smithy)\//.test(specifier) &&
        !(MEDIA_LAYER.packages as readonly string[]).includes(specifier),
    );
    expect(unexpected).toEqual([]);
    // subset-font is the analysis function's (the PDF report's fonts).
    for (const module of MEDIA_LAYER.packages.filter((name) => name !== 'subset-font'))
      expect(specifiers, module).toContain(module);
  });

  it('does not carry sharp or the installers inside it', () => {
    expect(bundle).not.toMatch(/sharp-linux-x64|libvips-cpp|verify-file/);
  });
});
