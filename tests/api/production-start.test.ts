// The compiled server (scripts/build-server.mjs) as production runs it: `node dist/server/main.js`,
// one plain Node process with no TypeScript loader and no child, its files found from the
// bundle's folder, its stack traces on the .ts lines, and a clean exit on SIGTERM.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/scratch-database.ts';

const root = path.resolve(import.meta.dirname, '../..');
let outDir: string;
/** The Node flags of `npm start` (package.json: `node <flags> scripts/start.mjs`), which production runs with. */
const startScript = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start.split(/\s+/);
const nodeFlags = startScript.slice(1, startScript.indexOf('scripts/start.mjs'));

interface RunningServer {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the compiled entry on a free port and resolves once it logs the port it listens on. */
async function startCompiled(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, [...nodeFlags, path.join(outDir, 'main.js')], {
    cwd: root,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk) => (text += chunk));
  child.stderr!.on('data', (chunk) => (text += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 20_000;
  for (;;) {
    const port = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(text)?.[1];
    if (port) return { child, base: `http://127.0.0.1:${port}`, output: () => text, exited };
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the compiled server did not start:\n${text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The ids of the processes whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // /proc/<id>/stat: "id (command) state ppid ..."; the command may hold spaces, so read after its ')'.
        const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false; // it ended while the folder was read
      }
    })
    .map(Number);
}

beforeAll(() => {
  // Beside dist/server, as deep in the project: the bundle finds node_modules and the project's
  // folders exactly as the real build does, and the real build is left alone.
  fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
  outDir = fs.mkdtempSync(path.join(root, 'dist/server-test-'));
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--out', outDir], { cwd: root, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
});

afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

describe('the compiled server', () => {
  it('is what npm start runs: one node command with its flags, no TypeScript loader', () => {
    expect(startScript[0]).toBe('node');
    expect(startScript.at(-1)).toBe('scripts/start.mjs');
    expect(nodeFlags.every((flag) => flag.startsWith('--') && !flag.includes('tsx'))).toBe(true);
  });

  it('is plain JavaScript: nothing in the build asks for a .ts file or a #server/#shared alias', () => {
    const bundle = fs.readFileSync(path.join(outDir, 'server.js'), 'utf8');
    expect(bundle).not.toMatch(/from\s+["'][^"']*\.ts["']/);
    expect(bundle).not.toMatch(/["']#(server|shared)\//);
    expect(fs.readFileSync(path.join(outDir, 'main.js'), 'utf8')).toContain('process.setSourceMapsEnabled(true)');
  });

  for (const dialect of ['sqlite', 'postgres'] as const) {
    describe.skipIf(dialect === 'postgres' && !process.env.TEST_DATABASE_URL)(`on ${dialect}`, () => {
      let scratch: ScratchDatabase;
      let server: RunningServer;

      beforeAll(async () => {
        scratch = await createScratchDatabase(dialect, process.env.TEST_DATABASE_URL);
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hariyali-compiled-data-'));
        server = await startCompiled({
          DATA_DIR: scratch.config.dialect === 'sqlite' ? path.dirname(scratch.config.file) : dataDir,
          DATABASE_URL: scratch.config.dialect === 'postgres' ? scratch.config.url : '',
        });
      });

      afterAll(async () => {
        if (server?.child.exitCode === null) server.child.kill('SIGKILL');
        await scratch?.drop();
      });

      it('migrates, seeds and answers as one Node process with no child', async () => {
        expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
        const list = await fetch(`${server.base}/api/store/products`);
        expect(list.status).toBe(200);
        expect(server.output()).toContain('database migrated');
        // No wrapper, no loader, no build process left behind: the process answering is the one started.
        expect(childrenOf(server.child.pid!)).toEqual([]);
        expect(fs.readFileSync(`/proc/${server.child.pid}/cmdline`, 'utf8').split('\0').filter(Boolean)).toEqual([process.execPath, ...nodeFlags, path.join(outDir, 'main.js')]);
      });

      it('finds the files it reads at run time from the build folder', async () => {
        // The pincode directory (a package's data file, resolved from the bundle's folder).
        const place = await fetch(`${server.base}/api/store/pincodes/411001`);
        expect(place.status).toBe(200);
        expect(await place.json()).toMatchObject({ states: ['Maharashtra'] });
        // The common-passwords list, read beside the code (copied next to the bundle).
        const signUp = await fetch(`${server.base}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.base },
          body: JSON.stringify({ name: 'Asha Patil', email: `asha.${dialect}@example.in`, phone: '9876543210', password: 'qwertyuiop', confirmPassword: 'qwertyuiop' }),
        });
        expect(signUp.status).toBe(400);
        expect(JSON.stringify(await signUp.json())).toMatch(/too common/);
      });

      it('drains and exits 0 on SIGTERM', async () => {
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        expect(server.output()).toContain('SIGTERM received');
        expect(server.output()).toContain('shut down');
      });
    });
  }

  it('prints stack traces on the TypeScript lines (source maps)', async () => {
    // A DATA_DIR that is a file fails at start with an error that is not a configuration error:
    // main() prints its stack and exits 1.
    const notAFolder = path.join(outDir, 'not-a-folder');
    fs.writeFileSync(notAFolder, '');
    const run = spawnSync(process.execPath, [path.join(outDir, 'main.js')], {
      cwd: root,
      env: { PATH: process.env.PATH, DATA_DIR: notAFolder, PORT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/at main \(\S*src\/server\/main\.ts:\d+:\d+\)/);
    expect(run.stderr).not.toMatch(/server\.js:\d+/);
  });
});
