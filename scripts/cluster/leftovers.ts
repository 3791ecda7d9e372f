import type { ChildProcess } from 'node:child_process';

const groups = new Set<number>();
let hooked = false;

/**
 * Kills `child`'s process group when this process exits, however it exits (a failed test run, an
 * uncaught error): the cluster's processes run in their own groups and would otherwise outlive it.
 */
export function killOnExit(child: ChildProcess): void {
  if (child.pid === undefined) return;
  const pid = child.pid;
  groups.add(pid);
  child.once('exit', () => groups.delete(pid));
  if (hooked) return;
  hooked = true;
  process.on('exit', () => {
    for (const group of groups) {
      try {
        process.kill(-group, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  });
}
