import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The page's scripts at low priority: the server-rendered HTML is readable without them, so on a
 * slow link the stylesheet and the images of the first screen come first (issue 13, FCP).
 */
const scriptsLast: Plugin = {
  name: 'hariyali:scripts-last',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" '),
  },
};

/**
 * Each release's service worker differs from the last by its RELEASE stamp (the hash of the built
 * index.html, which names every hashed asset), so browsers install it and it takes the new app
 * shell: an old shell never stays (public/sw.js, docs/decisions/0018).
 */
const stampServiceWorker: Plugin = {
  name: 'hariyali:stamp-service-worker',
  apply: 'build',
  closeBundle() {
    const outDir = path.resolve('dist/client');
    const worker = path.join(outDir, 'sw.js');
    if (!fs.existsSync(worker) || !fs.existsSync(path.join(outDir, 'index.html'))) return;
    const release = createHash('sha256').update(fs.readFileSync(path.join(outDir, 'index.html'))).digest('hex').slice(0, 16);
    const source = fs.readFileSync(worker, 'utf8');
    if (!source.includes("const RELEASE = 'dev';")) throw new Error('public/sw.js lost its RELEASE line');
    fs.writeFileSync(worker, source.replace("const RELEASE = 'dev';", `const RELEASE = '${release}';`));
  },
};

/**
 * The files of the entry's static imports (the app's shell and its stylesheet), which the browser
 * has always loaded before any later chunk is asked for. Vite lists every dependency of a lazy chunk
 * beside each dynamic import so it can preload them; the shell's five hashed names in each list
 * cost every page some hundreds of bytes for nothing (issue 16's budget), so they are left out.
 */
const shellFiles = new Set<string>();
const findShell: Plugin = {
  name: 'hariyali:find-shell',
  apply: 'build',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      const visit = (file: string) => {
        const chunk = bundle[file];
        if (shellFiles.has(file) || !chunk || chunk.type !== 'chunk') return;
        shellFiles.add(file);
        for (const css of chunk.viteMetadata?.importedCss ?? []) shellFiles.add(css);
        chunk.imports.forEach(visit);
      };
      if (entry) visit(entry.fileName);
    },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [findShell, scriptsLast, stampServiceWorker])],
  publicDir: 'public',
  // `vite build --ssr`: the server's renderer of storefront pages (docs/decisions/0016).
  build: isSsrBuild
    ? { outDir: 'dist/ssr', emptyOutDir: true, copyPublicDir: false, target: 'node20', rollupOptions: { input: 'src/client/entry-server.tsx' } }
    : {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    // Only lazy chunks' lists: the page's own <link rel=modulepreload> tags must keep naming the shell.
    // No polyfill (0.3 KB on every page, decision 47): Chrome has had modulepreload since 66, Firefox
    // since 115, Safari since 17; an older Firefox or Safari runs the same scripts, only without the early fetch.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((d) => !shellFiles.has(d))) },
    // react-dom alone is ~220 KB minified; the gzipped first-load budget is checked by `npm run size`.
    chunkSizeWarningLimit: 300,
    // Chrome 107+ and peers: no down-levelling helpers in the bundle; Android Chrome updates itself.
    target: 'baseline-widely-available',
    // Everything the entry imports statically in the entry's one file: Rolldown otherwise cuts it
    // into four (React, TanStack Query's removable.js, a 384-byte provider...), each gzipped on its
    // own and each naming the others' exports: 1.5 KB more on every page (decision 43).
    // Scripts are named by their hash alone (no `name-`): the entry names some fifty chunks in the
    // preload lists of its lazy imports, and every chunk names those it imports, so the readable
    // part cost each page 0.5-0.7 KB gzipped (decision 47). The manifest still maps sources to files.
    rolldownOptions: { output: { entryFileNames: 'assets/[hash].js', chunkFileNames: 'assets/[hash].js', codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
}));
