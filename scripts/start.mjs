#!/usr/bin/env node
// npm start: builds what is missing or older than its sources (the client, its server renderer,
// the compiled server), then runs the server in this same process: one Node process, no wrapper,
// no TypeScript loader. Signals reach the server's own handlers (graceful shutdown in main.ts).
// A second start with nothing changed skips the builds; the database keeps its data and is not re-seeded.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const builtIndex = path.join(root, 'dist/client/index.html');
const builtRenderer = path.join(root, 'dist/ssr/entry-server.js');
const builtServer = path.join(root, 'dist/server/server.js');
const serverEntry = path.join(root, 'dist/server/main.js');
const CLIENT_INPUTS = ['index.html', 'vite.config.ts', 'package.json', 'public', 'src/client', 'src/shared'];
const SERVER_INPUTS = ['package.json', 'scripts/build-server.mjs', 'src/server', 'src/shared'];

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(target).reduce((m, name) => Math.max(m, newestMtime(path.join(target, name))), stat.mtimeMs);
}

/** True when `output` is missing or older than any of `inputs` (paths from the project root). */
function isStale(output, inputs, alsoNeeded = []) {
  const built = fs.statSync(output, { throwIfNoEntry: false });
  if (!built || alsoNeeded.some((file) => !fs.existsSync(file))) return true;
  return inputs.some((p) => newestMtime(path.join(root, p)) > built.mtimeMs);
}

export const clientBuildIsStale = () => isStale(builtIndex, CLIENT_INPUTS, [builtRenderer]);
export const serverBuildIsStale = () => isStale(builtServer, SERVER_INPUTS, [serverEntry]);

/** Each build runs in a child that exits before the server starts, so none stays beside it. */
function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (clientBuildIsStale()) {
  console.log('Building the shop client (first start or sources changed)...');
  // The browser's bundle, then the server's renderer of storefront pages (docs/decisions/0016).
  run(bin('vite'), ['build', '--logLevel', 'warn']);
  run(bin('vite'), ['build', '--ssr', '--logLevel', 'warn']);
}
if (serverBuildIsStale()) {
  console.log('Compiling the server (first start or sources changed)...');
  run(process.execPath, [path.join(root, 'scripts/build-server.mjs')]);
}

// The compiled server, in this process (it turns on source maps before loading its bundle), from
// the project root as before: a relative DATA_DIR (default ./data) means the same folder.
process.chdir(root);
await import(pathToFileURL(serverEntry).href);
