// Renders the exports the tests keep (artifacts/exports, artifacts/screenshots) as images to look
// at: every PDF page to PNG with poppler's pdftoppm (-r 60), and every picture of a .pptx deck
// (there is no LibreOffice here to draw its slides) under artifacts/pages/<file>/.
// Usage: node scripts/render-pages.mjs [file.pdf|file.pptx ...]
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import JSZip from 'jszip';

const OUT = 'artifacts/pages';
const FOLDERS = ['artifacts/exports', 'artifacts/screenshots'];

const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : FOLDERS.filter(existsSync).flatMap((folder) =>
        readdirSync(folder)
          .filter((name) => /\.(pdf|pptx)$/.test(name))
          .map((name) => join(folder, name)),
      );
if (files.length === 0) {
  console.error('No .pdf or .pptx found: run the PDF and deck tests first (functions/src/analysis/report).');
  process.exit(1);
}
if (files.some((file) => file.endsWith('.pdf')) && spawnSync('pdftoppm', ['-v']).error) {
  console.error('pdftoppm is missing: apt-get install poppler-utils');
  process.exit(1);
}

for (const file of files) {
  const target = join(OUT, basename(file).replace(/\.[^.]+$/, ''));
  mkdirSync(target, { recursive: true });
  if (file.endsWith('.pdf')) {
    execFileSync('pdftoppm', ['-r', '60', '-png', file, join(target, 'page')]);
  } else {
    const zip = await JSZip.loadAsync(readFileSync(file));
    for (const [name, entry] of Object.entries(zip.files)) {
      if (entry.dir || !name.startsWith('ppt/media/')) continue;
      const path = join(target, name.slice('ppt/'.length));
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, await entry.async('nodebuffer'));
    }
  }
  console.log(`${file} -> ${target}/ (${readdirSync(target, { recursive: true }).length} files)`);
}
