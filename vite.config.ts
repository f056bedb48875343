import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './scripts/precompress.ts';

export default defineConfig(({ command }) => ({
  root: 'src/client',
  plugins: [react(), precompressPlugin()],
  // A build is what phones download: React's production build, whatever
  // NODE_ENV the shell or a test runner has set (Vite would follow it).
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // `.vite/manifest.json`: which files each page loads first (scripts/bundle-size.ts).
    manifest: true,
  },
  server: {
    proxy: {
      '/api/realtime': { target: 'ws://localhost:3000', ws: true },
      '/api': 'http://localhost:3000',
    },
  },
}));
