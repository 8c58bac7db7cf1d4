import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { backofficeBasePath } from '../schemas/src/rules/backoffice-app.ts';
import { precompiledMessages } from '../scripts/precompiled-messages.ts';
import { precompress } from '../scripts/precompress.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(root, 'dist');

/**
 * The back office's build (docs/decisions/0071-*): an app of its own, rendered in the browser
 * only, served by the server at /verwaltung. Its texts are precompiled as the storefront's are
 * (docs/decisions/0027-*) and its assets compressed at build time.
 */
export default defineConfig({
  root,
  base: `${backofficeBasePath}/`,
  plugins: [react(), precompiledMessages(outDir), precompress(outDir)],
  resolve: {
    // React 19 has useSyncExternalStore: swr's shim for older Reacts is not needed.
    alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' }],
  },
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    modulePreload: { polyfill: false },
  },
});
