import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const read = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../boot/${name}`, import.meta.url)), 'utf8');

/**
 * The boot screen every page shows until its app has started (web/boot/): written once, inlined
 * into each HTML entry at its `<!-- boot:style -->` and `<!-- boot:screen -->` marks, so it paints
 * with no script and no extra request.
 */
export function bootScreenPlugin(): Plugin {
  return {
    name: 'adpulse-boot-screen',
    transformIndexHtml(html) {
      return html
        .replace('<!-- boot:style -->', () => `<style>\n${read('boot.css')}</style>`)
        .replace('<!-- boot:screen -->', () => read('boot.html'));
    },
  };
}
