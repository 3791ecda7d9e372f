// nginx in the foreground (daemon off in the generated configuration) as a child of this process.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { killOnExit } from './leftovers.ts';

export interface NginxProcess {
  stop(): Promise<void>;
}

/** Checks the configuration (nginx -t), starts nginx and waits until it answers on `port`. */
export async function startNginx(bin: string, conf: string, port: number): Promise<NginxProcess> {
  const prefix = path.dirname(conf);
  const check = spawnSync(bin, ['-t', '-q', '-c', conf, '-p', prefix], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the configuration ${conf}:\n${check.stderr}`);
  const log = fs.openSync(path.join(prefix, 'logs', 'nginx.out'), 'a');
  // Its own process group: a Ctrl+C in the terminal reaches `npm run cluster`, which stops nginx
  // after the app servers' traffic, not nginx first.
  const child = spawn(bin, ['-c', conf, '-p', prefix], { stdio: ['ignore', log, log], detached: true });
  killOnExit(child);
  fs.closeSync(log);
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (exited) throw new Error(`nginx exited at start; see ${prefix}/logs/error.log`);
    try {
      await (await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) })).arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx does not answer on port ${port}; see ${prefix}/logs/error.log`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    async stop() {
      if (exited) return;
      // SIGQUIT: nginx's graceful stop (finishes requests under way).
      child.kill('SIGQUIT');
      const killed = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exit;
      clearTimeout(killed);
    },
  };
}
