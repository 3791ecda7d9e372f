#!/usr/bin/env node
// npm start: builds the client when it is missing or older than its sources, then runs the server.
// A second start with nothing changed skips the build; the database keeps its data and is not re-seeded.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const builtIndex = path.join(root, 'dist/client/index.html');
const builtRenderer = path.join(root, 'dist/ssr/entry-server.js');
const CLIENT_INPUTS = ['index.html', 'vite.config.ts', 'package.json', 'public', 'src/client', 'src/shared'];

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(target).reduce((m, name) => Math.max(m, newestMtime(path.join(target, name))), stat.mtimeMs);
}

export function clientBuildIsStale() {
  const built = fs.statSync(builtIndex, { throwIfNoEntry: false });
  if (!built || !fs.existsSync(builtRenderer)) return true;
  return CLIENT_INPUTS.some((p) => newestMtime(path.join(root, p)) > built.mtimeMs);
}

if (clientBuildIsStale()) {
  console.log('Building the shop client (first start or sources changed)...');
  // The browser's bundle, then the server's renderer of storefront pages (docs/decisions/0016).
  for (const args of [['build'], ['build', '--ssr']]) {
    const result = spawnSync(bin('vite'), [...args, '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

// tsx runs the TypeScript server directly; the child gets signals so Ctrl+C shuts down cleanly.
const server = spawn(bin('tsx'), ['src/server/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
