// One app server of the cluster: `node --optimize-for-size scripts/start.mjs` as systemd runs it (deploy/systemd),
// on its own port, in its own process group so that a crash test can kill all of it at once.
import { spawn, type ChildProcess } from 'node:child_process';
import { PRODUCTION_NODE_FLAGS } from '../../bench/production-server.ts';
import fs from 'node:fs';
import path from 'node:path';
import { killOnExit } from './leftovers.ts';

export interface AppServer {
  port: number;
  /** The server's own address, bypassing nginx. */
  url: string;
  /** Its output (JSON log lines at LOG_LEVEL). */
  logFile: string;
  /** Whether it is running (not yet exited). */
  running(): boolean;
  /** Resolves when /readyz answers 200; rejects when it exits first or `timeoutMs` passes. */
  ready(timeoutMs: number): Promise<void>;
  /** SIGTERM (a graceful stop: requests under way finish), then SIGKILL after 15 s. */
  stop(): Promise<void>;
  /** SIGKILL to its whole process group: a crash, nothing finishes. */
  crash(): Promise<void>;
}

export function startAppServer(root: string, port: number, env: Record<string, string>, logDir: string): AppServer {
  const logFile = path.join(logDir, `app-${port}.log`);
  const log = fs.openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, 'scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', log, log],
    detached: true,
  });
  fs.closeSync(log);
  killOnExit(child);
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  const url = `http://127.0.0.1:${port}`;

  const tail = () => fs.readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n');
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // Already gone.
    }
  };

  return {
    port,
    url,
    logFile,
    running: () => !exited,
    async ready(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (exited) throw new Error(`app server on port ${port} exited while starting; its last lines:\n${tail()}`);
        try {
          const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) });
          await res.arrayBuffer();
          if (res.status === 200) return;
        } catch {
          // Not listening yet.
        }
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(`app server on port ${port} not ready after ${timeoutMs / 1000} s; its last lines:\n${tail()}`);
    },
    async stop() {
      if (exited) return;
      // To the process only (scripts/start.mjs passes it on), not the group: a second SIGTERM
      // makes the server exit without waiting for requests under way.
      child.kill('SIGTERM');
      const killed = setTimeout(() => signalGroup('SIGKILL'), 15_000);
      await exit;
      clearTimeout(killed);
      // Whatever it started and left behind.
      signalGroup('SIGKILL');
    },
    async crash() {
      signalGroup('SIGKILL');
      await exit;
    },
  };
}
