import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileServer, PRODUCTION_NODE_FLAGS } from '../../bench/production-server.ts';
export { freePort } from '../../scripts/cluster/free-port.ts';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let compiled = false;

/**
 * How the shop's server is started: as production runs it (README, Run it), ONE plain Node
 * process on the compiled JavaScript with production's flags, so that `kill -9` hits the server
 * itself. The server is compiled from the current sources once per test process (esbuild, well
 * under a second), so a stale dist/server is never what gets tested.
 */
export function serverCommand(): { command: string; args: string[] } {
  if (!compiled) {
    compileServer();
    compiled = true;
  }
  return { command: process.execPath, args: [...PRODUCTION_NODE_FLAGS, 'dist/server/main.js'] };
}

/** The last lines the server printed, for the report when it fails to start. */
class Tail {
  private lines: string[] = [];
  add(chunk: Buffer): void {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (this.lines.length > 40) this.lines = this.lines.slice(-40);
  }
  toString(): string {
    return this.lines.join('\n');
  }
}

/** GET a path on loopback; the status, or 0 when nothing answers. */
function probe(port: number, pathname: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: pathname, agent: false, timeout: 2_000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

/**
 * The real shop server as a child process, started and killed again and again on one database.
 * `env` is the whole environment it gets (nothing of this process's own leaks in, such as a
 * DATABASE_URL meant for something else), plus PATH and HOME.
 */
export class ShopServer {
  private child?: ChildProcess;
  private exited?: Promise<void>;
  private tail = new Tail();

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts the server and resolves once /readyz says the database answers (at most `timeoutMs`). */
  async start(timeoutMs = 90_000): Promise<void> {
    if (this.child) throw new Error('the server is already running');
    const { command, args } = serverCommand();
    this.tail = new Tail();
    const child = spawn(command, args, {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout!.on('data', (chunk: Buffer) => this.tail.add(chunk));
    child.stderr!.on('data', (chunk: Buffer) => this.tail.add(chunk));
    let exitCode: number | null | undefined;
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        exitCode = code ?? (signal ? -1 : null);
        resolve();
      }),
    );
    const deadline = Date.now() + timeoutMs;
    while ((await probe(this.port, '/readyz')) !== 200) {
      if (exitCode !== undefined) throw new Error(`the server exited while starting (${exitCode}):\n${this.tail}`);
      if (Date.now() > deadline) {
        await this.kill();
        throw new Error(`the server was not ready within ${timeoutMs / 1000} s:\n${this.tail}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** `kill -9`: no shutdown hook, no last checkpoint, requests cut wherever they are. */
  async kill(): Promise<void> {
    if (!this.child) return;
    this.child.kill('SIGKILL');
    await this.exited;
    this.child = undefined;
  }

  /** A graceful stop (SIGTERM), for the end of the test; SIGKILL if it takes over 15 s. */
  async stop(): Promise<void> {
    if (!this.child) return;
    const child = this.child;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await this.exited;
    clearTimeout(timer);
    this.child = undefined;
  }

  /** What the server printed last (warnings and errors: it runs with LOG_LEVEL=warn). */
  output(): string {
    return this.tail.toString();
  }
}
