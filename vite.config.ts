import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  publicDir: 'public',
  build: {
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
});
