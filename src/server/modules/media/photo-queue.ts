import pLimit, { type LimitFunction } from 'p-limit';
import { AppError } from '#server/errors';

/**
 * Photos decoded at once. sharp runs each image on a thread of libuv's pool (4 threads), the pool
 * that also runs the SQLite WAL's fsync every confirmed write waits for (db/wal-sync.ts), the
 * uploaded files' writes and the password hashes: four photos at once took all four threads, and
 * cash orders waited seconds for their fsync. One at a time leaves three (docs/decisions/0028).
 */
export const PHOTOS_AT_ONCE = 1;
/**
 * Uploads that may wait their turn. Each holds its bytes (5 MB at most) while it waits, and a photo
 * takes about a second, so the last of them is answered within some ten seconds; one more is
 * refused with 503 and its sender tries again, rather than a pile no one waits for.
 */
export const PHOTOS_WAITING = 8;

/** The photo queue's state now, for /metrics. */
export interface PhotoQueueStats {
  active: number;
  waiting: number;
}

/** The decoding of uploaded photos, one at a time, with a bounded waiting line. */
export class PhotoQueue {
  readonly #limit: LimitFunction;
  #refused = 0;

  constructor(
    concurrency = PHOTOS_AT_ONCE,
    private readonly maxWaiting = PHOTOS_WAITING,
  ) {
    this.#limit = pLimit(concurrency);
  }

  /** Runs `work` in its turn; refuses at once (503 photos_busy) when the line is full. */
  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#limit.activeCount + this.#limit.pendingCount >= this.#limit.concurrency + this.maxWaiting) {
      this.#refused += 1;
      return Promise.reject(new AppError(503, 'photos_busy', 'The shop is busy with other photos: please try again shortly'));
    }
    return this.#limit(work);
  }

  stats(): PhotoQueueStats {
    return { active: this.#limit.activeCount, waiting: this.#limit.pendingCount };
  }

  /** Uploads refused because the line was full, since the server started. */
  get refused(): number {
    return this.#refused;
  }
}
