// The server the bench loads is the one production runs: the compiled JavaScript
// (scripts/build-server.mjs, dist/server/main.js) in one plain Node process, no TypeScript loader.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const ENTRY = path.join(root, 'dist/server/main.js');

/**
 * The Node flags production runs the server with, read from package.json's start script
 * (`node --optimize-for-size scripts/start.mjs`: V8 grows its heap conservatively, trading some
 * CPU per request for a much smaller resident set under load; README, Load).
 */
export const PRODUCTION_NODE_FLAGS: string[] = (() => {
  const start = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const words = start.split(/\s+/);
  return words.slice(1, words.indexOf('scripts/start.mjs')).filter((word) => word.startsWith('--'));
})();

/** Production's Node flags, or BENCH_NODE_FLAGS when set ("" measures without any). */
export function benchNodeFlags(): string[] {
  return process.env.BENCH_NODE_FLAGS === undefined ? PRODUCTION_NODE_FLAGS : process.env.BENCH_NODE_FLAGS.split(/\s+/).filter(Boolean);
}

/** The built client and its server renderer (dist/client, dist/ssr), built first when missing, as npm start would. */
export function builtClient(): { client: string; ssr: string } {
  const client = path.join(root, 'dist/client');
  const ssr = path.join(root, 'dist/ssr');
  if (!fs.existsSync(path.join(client, 'index.html')) || !fs.existsSync(path.join(ssr, 'entry-server.js'))) {
    for (const args of [['build', '--logLevel', 'warn'], ['build', '--ssr', '--logLevel', 'warn']]) {
      const build = spawnSync(path.join(root, 'node_modules/.bin/vite'), args, { cwd: root, stdio: 'inherit' });
      if (build.status !== 0) throw new Error(`vite ${args.join(' ')} failed (${build.status})`);
    }
  }
  return { client, ssr };
}

/** Compiles the server from the current sources (a fraction of a second), so the bench never measures a stale build. */
export function compileServer(): void {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`scripts/build-server.mjs failed (${result.status})`);
}

/** Starts `node dist/server/main.js` with `env` and resolves once GET /api/health answers 200. */
export async function startProductionServer(env: NodeJS.ProcessEnv, nodeFlags: string[] = []): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeFlags, ENTRY], { cwd: root, env, stdio: 'inherit' });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`the server exited with ${code}`))));
  exited.catch(() => {});
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) await exited;
    const ok = await fetch(`http://127.0.0.1:${env.PORT}/api/health`).then((r) => r.ok, () => false);
    if (ok) return child;
    if (Date.now() > deadline) {
      child.kill();
      throw new Error('the server did not answer /api/health within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The resident set of a process now and at its peak (VmRSS, VmHWM), in MiB (Linux). */
export function residentMemory(pid: number): { rss: number; peak: number } | undefined {
  let status: string;
  try {
    status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return undefined;
  }
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

/** The line the bench prints after each load: the target is at most 150 MiB at 100,000 products. */
export function printServerMemory(server: ChildProcess, what: string): void {
  const memory = server.pid ? residentMemory(server.pid) : undefined;
  if (!memory) return console.log(`  server RSS after load: unknown (no /proc/${server.pid}/status)`);
  console.log(`  server RSS after load: ${memory.rss.toFixed(0)} MiB (peak ${memory.peak.toFixed(0)} MiB), ${what}`);
}
