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
    // A DATA_DIR whose hariyali.db is not a database fails at start with an error that is not the
    // disk's (a defect, or the wrong file): main() prints its stack and exits 1.
    const dataDir = fs.mkdtempSync(path.join(outDir, 'not-a-database-'));
    fs.writeFileSync(path.join(dataDir, 'hariyali.db'), 'these are not the pages of a SQLite database, whatever the name says. '.repeat(100));
    const run = runCompiled({ DATA_DIR: dataDir });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/at main \(\S*src\/server\/main\.ts:\d+:\d+\)/);
    expect(run.stderr).not.toMatch(/server\.js:\d+/);
  });

  describe('a DATA_DIR it cannot write is named in one sentence, exit 1 and no stack trace', () => {
    /** Nothing but the sentence: no "    at ..." line, no error class, no code frame. */
    const expectOnlyTheSentence = (run: ReturnType<typeof runCompiled>, sentence: string) => {
      expect(run.status, run.stderr).toBe(1);
      expect(run.stderr.trim()).toBe(sentence);
      expect(run.stderr).not.toMatch(/^\s+at /m);
    };

    it('a file where the folder should be', () => {
      const notAFolder = path.join(outDir, 'not-a-folder');
      fs.writeFileSync(notAFolder, '');
      expectOnlyTheSentence(runCompiled({ DATA_DIR: notAFolder }), `DATA_DIR ${notAFolder} is not a folder (a file is in its place or on its path): the shop keeps its database and its payment secrets key there.`);
    });

    // A read-only or full disk needs a file system of its own: a tmpfs mounted in a mount namespace
    // of the server's own (unshare, as root), gone when the server exits.
    it.skipIf(!canMount())('a read-only disk', () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hariyali-readonly-'));
      const run = runCompiled({ DATA_DIR: dir }, `mount -t tmpfs -o ro,size=1m tmpfs ${dir}`);
      fs.rmSync(dir, { recursive: true, force: true });
      expectOnlyTheSentence(run, `DATA_DIR ${dir} is read-only: the shop cannot write its database and its payment secrets key there.`);
    });

    it.skipIf(!canMount())('a full disk', () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hariyali-full-'));
      // 64 KB, filled by a file of zeros until the disk refuses more.
      const run = runCompiled({ DATA_DIR: dir }, `mount -t tmpfs -o size=64k tmpfs ${dir} && (head -c 1000000 /dev/zero > ${dir}/filler 2>/dev/null || true)`);
      fs.rmSync(dir, { recursive: true, force: true });
      expectOnlyTheSentence(run, `No space left on the disk holding DATA_DIR ${dir}: the shop cannot write its database and its payment secrets key there. Free some space, then start the shop again.`);
    });

    it('an UPLOADS_DIR that is a file, with SECRETS_KEY set', () => {
      const dataDir = fs.mkdtempSync(path.join(outDir, 'data-'));
      const notAFolder = path.join(outDir, 'uploads-not-a-folder');
      fs.writeFileSync(notAFolder, '');
      expectOnlyTheSentence(
        runCompiled({ DATA_DIR: dataDir, UPLOADS_DIR: notAFolder, SECRETS_KEY: 'ab'.repeat(32) }),
        `UPLOADS_DIR ${notAFolder} is not a folder (a file is in its place or on its path): the shop keeps uploaded product photos there.`,
      );
    });
  });
});

/**
 * The compiled server run to its end with `env` (it must fail at start: a free port is not waited
 * for). `before`: shell commands run first in a mount namespace of its own (unshare -m).
 */
function runCompiled(env: Record<string, string>, before?: string) {
  const node = [process.execPath, path.join(outDir, 'main.js')];
  const [command, args] = before ? ['unshare', ['-m', 'sh', '-c', `${before} && exec "$@"`, 'sh', ...node]] : [node[0]!, node.slice(1)];
  return spawnSync(command!, args as string[], {
    cwd: root,
    env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

/** Whether this machine lets the test mount a tmpfs in a namespace of its own (root, unshare). */
function canMount(): boolean {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hariyali-mount-check-'));
  try {
    return spawnSync('unshare', ['-m', 'sh', '-c', `mount -t tmpfs -o size=64k tmpfs ${dir}`], { encoding: 'utf8' }).status === 0;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
