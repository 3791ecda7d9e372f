import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  publicDir: 'public',
  // Bundled into the server's renderer with the production condition: Node would load React
  // Router's development build (its checks cost the renderer about a fifth of its time).
  ssr: { noExternal: ['react-router'] },
  // `vite build --ssr`: the server's renderer of storefront pages (docs/decisions/0016).
  build: isSsrBuild
    ? { outDir: 'dist/ssr', emptyOutDir: true, copyPublicDir: false, target: 'node20', rollupOptions: { input: 'src/client/entry-server.tsx' } }
    : {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    // react-dom alone is ~220 KB minified; the gzipped first-load budget is checked by `npm run size`.
    chunkSizeWarningLimit: 300,
    // Chrome 107+ and peers: no down-levelling helpers in the bundle; Android Chrome updates itself.
    target: 'baseline-widely-available',
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
