// Scratch folders of a bench run in the system's temp directory, removed when the run ends
// however it ends (done, failed, or stopped with Ctrl+C): a run used to leave one behind each time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const made = new Set<string>();
process.on('exit', () => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

/** A new folder under the temp directory, named `prefix` and a random tail, removed at exit. */
export function scratchDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.add(dir);
  return dir;
}

/** Removes a scratch folder now (a part of the run that is over). */
export function removeScratchDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  made.delete(dir);
}
