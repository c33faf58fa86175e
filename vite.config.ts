import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiPort = Number(process.env.API_PORT ?? 3001);
const api = `http://localhost:${apiPort}`;

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  // Text assets are precompressed at build (brotli and gzip, beside the originals); the server
  // picks one by Accept-Encoding (server/http/routes/pages/client-app.ts).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/, threshold: 1024 })],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    // The server reads it to preload page-routes.tsx's chunk beside the app (server/http/routes/pages/page-preloads.ts).
    manifest: true,
    rolldownOptions: {
      // Chakra builds its defaultSystem (every recipe) at module load; marking its config helpers
      // pure lets the bundler drop that system and the recipes we do not use.
      output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'], includeDependenciesRecursively: false }] } },
      treeshake: {
        manualPureFunctions: [
          'createSystem',
          'mergeConfigs',
          'defineConfig',
          'defineRecipe',
          'defineSlotRecipe',
          'defineTokens',
          'defineSemanticTokens',
          'defineTextStyles',
          'defineLayerStyles',
          'defineAnimationStyles',
          'defineKeyframes',
          'defineGlobalStyles',
        ],
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    proxy: {
      '/trpc': api,
      '/auth': api,
      '/dev': api,
      '/healthz': api,
      '/webhooks': api,
      '/uploads': api,
      '/forms': api,
    },
  },
});
