import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { linguiPlugins } from './scripts/launch/lingui-macros.ts';
import { precompressPlugin } from './scripts/launch/precompress.ts';
import { prerenderPlugin } from './scripts/launch/prerender.ts';

export default defineConfig(({ command }) => ({
  root: 'src/client',
  plugins: [
    // Lingui's macros become catalog lookups, and catalogs are compiled as
    // they are imported (decision 044).
    ...linguiPlugins(import.meta.dirname),
    react(),
    // The offline web app: src/client/service-worker.ts with the build's file
    // list, registered by lib/offline-app.ts (decision 031).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'service-worker.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,ico}'],
        // What a phone needs offline; the organiser's screens (and the QR
        // code library) are left to the network, not put on every phone.
        globIgnores: ['**/admin-page-*', '**/presenter-page-*', '**/browser-*'],
      },
    }),
    // `/` and `/join` as HTML, drawn by React at build time (decision 039).
    prerenderPlugin(),
    precompressPlugin(),
  ],
  // A build is what phones download: the libraries' production code, whatever
  // NODE_ENV the shell or a test runner has set (Vite would follow it).
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  // And the production JSX runtime: React's production build has no jsxDEV.
  ...(command === 'build' ? { oxc: { jsx: { development: false } } } : {}),
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // `.vite/manifest.json`: which files each page loads first (scripts/launch/bundle-size.ts).
    manifest: true,
  },
  server: {
    proxy: {
      '/api/realtime': { target: 'ws://localhost:3000', ws: true },
      '/api': 'http://localhost:3000',
    },
  },
}));
