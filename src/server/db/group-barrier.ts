/**
 * Group commit's waiting room: `barrier()` resolves once one `flush` that started after the call
 * has finished. Callers arriving while a flush runs share the next one, so a busy shop pays one
 * flush for many writes. Used for SQLite's WAL fsync (wal-sync.ts) and PostgreSQL's WAL flush
 * (pg-flush.ts); docs/decisions/0009-group-commit.md and 0015.
 */
export class GroupBarrier {
  #running: Promise<void> | undefined;
  #next: Promise<void> | undefined;

  constructor(private readonly flush: () => Promise<void>) {}

  /** Resolves once everything committed before this call is durable; rejects if that flush failed. */
  barrier(): Promise<void> {
    if (!this.#running) {
      this.#running = this.flush().finally(() => {
        this.#running = undefined;
      });
      return this.#running;
    }
    // The running flush may have started before this caller's commit: wait for the next one,
    // shared by everyone who arrives meanwhile.
    this.#next ??= this.#running
      .catch(() => undefined)
      .then(() => {
        this.#next = undefined;
        return this.barrier();
      });
    return this.#next;
  }
}
