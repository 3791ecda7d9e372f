import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

const require = createRequire(import.meta.url);

/**
 * The worker's whole program, kept as plain JavaScript so it runs the same from source (tsx) and
 * from a build. Its own connection to the database file copies the WAL's committed pages into
 * the file with PASSIVE checkpoints: they never wait for, nor block, the server's connection
 * (SQLite's WAL mode lets one checkpointer run beside the writer). `synchronous = FULL` on this
 * connection makes each checkpoint fsync the WAL before copying and the file after, so no frame
 * is reused before its page is safe in the database file.
 */
const PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('synchronous = FULL');
db.pragma('busy_timeout = 100');
let stopped = false;
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (err) { parentPort.postMessage({ error: String(err && err.message || err) }); }
}, workerData.intervalMs);
parentPort.on('message', (m) => {
  if (m !== 'stop' || stopped) return;
  stopped = true;
  clearInterval(timer);
  db.close();
  parentPort.postMessage({ stopped: true });
});
`;

/**
 * Checkpoints of a SQLite WAL database on a worker thread (docs/decisions/0014-sqlite-checkpoints-on-a-worker.md).
 * With SQLite's automatic checkpoints, the commit that passed 1,000 WAL pages copied them into the
 * database file and fsynced it on the event loop: every request waited about 10 ms, some 300
 * times per 18,000 orders of busy checkout. The server's connection runs with `wal_autocheckpoint = 0`
 * and this worker checkpoints every `intervalMs` instead.
 */
export class WalCheckpointer {
  readonly #worker: Worker;
  #stopped: Promise<void> | undefined;

  constructor(file: string, intervalMs = 200) {
    this.#worker = new Worker(PROGRAM, { eval: true, workerData: { file, intervalMs, driver: require.resolve('better-sqlite3') } });
    // A checkpoint that fails is retried on the next tick; it is worth a line in the log, not a crash.
    this.#worker.on('message', (m: { error?: string }) => {
      if (m.error) console.error(`SQLite checkpoint failed (retried): ${m.error}`);
    });
    this.#worker.on('error', (err) => console.error(`SQLite checkpointer stopped: ${err.message}`));
    // It must never keep the process alive on its own.
    this.#worker.unref();
  }

  /** Stops checkpointing and closes the worker's connection (before the server's own closes). */
  stop(): Promise<void> {
    this.#stopped ??= new Promise<void>((resolve) => {
      const done = () => void this.#worker.terminate().finally(resolve);
      this.#worker.once('exit', () => resolve());
      this.#worker.on('message', (m: { stopped?: boolean }) => m.stopped && done());
      // Held open until the worker has closed its connection (it was unref'd while running).
      this.#worker.ref();
      this.#worker.postMessage('stop');
    });
    return this.#stopped;
  }
}
