import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { bootScreenPlugin } from './scripts/boot-screen.ts';
import { measurementAssetsPlugin } from './scripts/measurement-assets.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The local runtime (npm start) serves the API; `vite dev`/`vite preview` forward /api to it. */
const apiTarget = process.env.ADPULSE_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root,
  base: '/',
  plugins: [react(), bootScreenPlugin(), measurementAssetsPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // Plotly is one ~1 MB pre-minified file that only the chart screens load.
    chunkSizeWarningLimit: 5000,
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        // The respondent app (test links /t/*): its own small page, none of the client app.
        respondent: fileURLToPath(new URL('respondent.html', import.meta.url)),
        // The measurement harness (validate:expressions, browser test, bench); no app code in it.
        'measure-harness': fileURLToPath(new URL('measure-harness.html', import.meta.url)),
      },
    },
  },
  server: { proxy: { '/api': apiTarget } },
  preview: { proxy: { '/api': apiTarget } },
});
