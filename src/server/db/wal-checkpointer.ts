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
 *
 * After each timed checkpoint it reports the WAL's length in frames; asked for a `quiet`
 * checkpoint (while the server holds its connection still), it checkpoints at once and answers.
 */
const PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('synchronous = FULL');
db.pragma('busy_timeout = 100');
let stopped = false;
const checkpoint = () => {
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    return result;
  } catch (err) {
    parentPort.postMessage({ error: String(err && err.message || err) });
    return undefined;
  }
};
const timer = setInterval(() => {
  const result = checkpoint();
  if (result) parentPort.postMessage({ walFrames: result.log });
}, workerData.intervalMs);
parentPort.on('message', (m) => {
  if (stopped) return;
  if (m === 'quiet') {
    checkpoint();
    parentPort.postMessage({ quietDone: true });
  } else if (m === 'stop') {
    stopped = true;
    clearInterval(timer);
    db.close();
    parentPort.postMessage({ stopped: true });
  }
});
`;

/** Runs `work` while the server's connection is held idle: no statement of the server runs meanwhile. */
export type HoldConnection = (work: () => Promise<void>) => Promise<void>;

export interface CheckpointerOptions {
  /** How often the worker checkpoints. */
  intervalMs?: number;
  /** WAL length (frames of about 4 KB) at which the WAL is brought back to its start. */
  restartFrames?: number;
}

interface WorkerMessage {
  error?: string;
  walFrames?: number;
  quietDone?: boolean;
  stopped?: boolean;
}

/**
 * Checkpoints of a SQLite WAL database on a worker thread (docs/decisions/0014-sqlite-checkpoints-on-a-worker.md).
 * With SQLite's automatic checkpoints, the commit that passed 1,000 WAL pages copied them into the
 * database file and fsynced it on the event loop: every request waited about 10 ms, some 300
 * times per 18,000 orders of busy checkout. The server's connection runs with `wal_autocheckpoint = 0`
 * and this worker checkpoints every `intervalMs` instead.
 *
 * SQLite starts writing the WAL from its beginning again only when a write begins with every
 * frame already copied. Under steady writes a checkpoint beside the writer never catches the
 * last frames (more are committed while it copies), so the WAL grew without end (1.7 GB in 40 s
 * of flat-out checkout, every read slower as it grew). So once the WAL passes `restartFrames`,
 * the server's connection is held still (its queries wait, the event loop does not) while the
 * worker copies the few frames committed since its last checkpoint; the next write then restarts
 * the WAL.
 */
export class WalCheckpointer {
  readonly #worker: Worker;
  readonly #restartFrames: number;
  #stopped: Promise<void> | undefined;
  #restarting = false;
  #framesAtRestart = 0;
  #quietDone: (() => void) | undefined;
  #running!: () => void;
  /** Settles once the worker has made its first checkpoint (starting a thread takes a while on a busy machine). */
  readonly running = new Promise<void>((resolve) => (this.#running = resolve));

  constructor(
    file: string,
    private readonly hold: HoldConnection,
    { intervalMs = 200, restartFrames = 16384 }: CheckpointerOptions = {},
  ) {
    this.#restartFrames = restartFrames;
    this.#worker = new Worker(PROGRAM, { eval: true, workerData: { file, intervalMs, driver: require.resolve('better-sqlite3') } });
    this.#worker.on('message', (m: WorkerMessage) => {
      // A checkpoint that fails is retried on the next tick; it is worth a line in the log, not a crash.
      if (m.error) console.error(`SQLite checkpoint failed (retried): ${m.error}`);
      if (m.walFrames !== undefined) this.#running();
      // Once restarted, a long WAL stays long until the next write begins it again: one restart each time.
      if (m.walFrames !== undefined && m.walFrames >= this.#restartFrames && m.walFrames !== this.#framesAtRestart) void this.#restart(m.walFrames);
      if (m.quietDone) this.#quietDone?.();
    });
    this.#worker.on('error', (err) => console.error(`SQLite checkpointer stopped: ${err.message}`));
    // It must never keep the process alive on its own.
    this.#worker.unref();
  }

  async #restart(walFrames: number): Promise<void> {
    if (this.#restarting || this.#stopped) return;
    this.#restarting = true;
    this.#framesAtRestart = walFrames;
    try {
      await this.hold(
        () =>
          new Promise<void>((resolve) => {
            this.#quietDone = resolve;
            this.#worker.postMessage('quiet');
          }),
      );
    } catch (err) {
      console.error(`SQLite WAL restart failed (retried): ${(err as Error).message}`);
    } finally {
      this.#quietDone = undefined;
      this.#restarting = false;
    }
  }

  /** Stops checkpointing and closes the worker's connection (before the server's own closes). */
  stop(): Promise<void> {
    this.#stopped ??= new Promise<void>((resolve) => {
      const done = () => void this.#worker.terminate().finally(resolve);
      this.#worker.once('exit', () => resolve());
      this.#worker.on('message', (m: WorkerMessage) => m.stopped && done());
      // A restart waiting for its answer ends now: the worker answers nothing more.
      this.#quietDone?.();
      // Held open until the worker has closed its connection (it was unref'd while running).
      this.#worker.ref();
      this.#worker.postMessage('stop');
    });
    return this.#stopped;
  }
}
