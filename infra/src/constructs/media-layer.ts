import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import { Architecture, Code, LayerVersion, Runtime, type ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import {
  copyLayerFiles,
  copyLayerPackages,
  resolveLayerPackages,
  type LayerPackagesSpec,
} from '../layers/layer-packages.ts';
import { fromRepoRoot } from '../paths.ts';

/**
 * What the assets and analysis functions load at run time rather than from their bundles: sharp (a
 * native addon with libvips) and the ffmpeg/ffprobe executables, each with its build for
 * linux-x64; subset-font (harfbuzz's hb-subset as wasm, read from its own folder) and the PDF
 * report's fonts (`functions/src/analysis/report/fonts.ts`), two weights of each family only.
 *
 * x86_64, unlike the other functions' arm64: npm installs only the optional platform package of
 * the machine it runs on, and this repository is installed on linux-x64, so node_modules holds the
 * x64 builds only (sharp's for glibc, as Amazon Linux 2023 is; ffmpeg/ffprobe statically linked).
 * Copying them needs neither Docker nor `npm install` (no network) at synth time.
 */
export const MEDIA_LAYER = {
  architecture: Architecture.X86_64,
  packages: ['sharp', '@ffmpeg-installer/ffmpeg', '@ffprobe-installer/ffprobe', 'subset-font'],
  platformPackages: [
    '@img/sharp-linux-x64',
    '@img/sharp-libvips-linux-x64',
    '@ffmpeg-installer/linux-x64',
    '@ffprobe-installer/linux-x64',
  ],
  platform: { os: 'linux', cpu: 'x64', libc: 'glibc' },
  executables: ['@ffmpeg-installer/linux-x64/ffmpeg', '@ffprobe-installer/linux-x64/ffprobe'],
  /** Font files (SIL Open Font License 1.1, its text beside them) rather than whole families. */
  files: [
    '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
    '@expo-google-fonts/noto-sans/LICENSE_FONT',
    '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
    '@expo-google-fonts/noto-sans-sc/LICENSE_FONT',
  ],
} as const satisfies LayerPackagesSpec & { architecture: Architecture; files: readonly string[] };

/** The package whose dependencies these are: resolution starts in its folder, as Node's does. */
const DEPENDENT_PACKAGE_DIR = fromRepoRoot('functions');

/**
 * A Lambda layer with MEDIA_LAYER's packages under nodejs/node_modules, copied from the repository's
 * node_modules by local bundling at synth. With bundling off (`buildApp({ bundling: false })`, or a
 * stack the CLI leaves out of `aws:cdk:bundling-stacks`) CDK skips tryBundle and nothing is copied.
 */
export class MediaLayer extends Construct {
  readonly layer: LayerVersion;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.layer = new LayerVersion(this, 'Layer', {
      description:
        'sharp (libvips), ffmpeg and ffprobe for linux-x64, subset-font and the report fonts, Node.js 22',
      compatibleRuntimes: [Runtime.NODEJS_22_X],
      compatibleArchitectures: [MEDIA_LAYER.architecture],
      code: Code.fromAsset(fromRepoRoot('node_modules'), {
        // The default (SOURCE) would fingerprint all of node_modules, even with bundling off.
        assetHashType: AssetHashType.OUTPUT,
        bundling: {
          image: DockerImage.fromRegistry('none'),
          local: {
            tryBundle(outputDir: string): boolean {
              const packages = resolveLayerPackages(MEDIA_LAYER, DEPENDENT_PACKAGE_DIR);
              copyLayerPackages(packages, MEDIA_LAYER.executables, outputDir);
              copyLayerFiles(MEDIA_LAYER.files, DEPENDENT_PACKAGE_DIR, outputDir);
              return true;
            },
          },
        },
      }),
    });
  }

  /** What a function using the layer needs: its architecture, the layer, and a bundle without the layer's modules. */
  functionProps(): { architecture: Architecture; layers: ILayerVersion[]; externalModules: string[] } {
    return {
      architecture: MEDIA_LAYER.architecture,
      layers: [this.layer],
      externalModules: [...MEDIA_LAYER.packages],
    };
  }
}
