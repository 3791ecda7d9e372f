import type { FastifyBaseLogger } from 'fastify';
import { describeStorageFailure, storageFailureOf, type StorageFailure } from '#server/db/storage-errors';
import type { ReadinessProbe } from '#server/shared-state/readiness-probe';

/**
 * Whether the database can save now (docs/decisions/0039-full-disk.md). A write that fails
 * because its disk is full or read-only turns the state to failed: the log names the cause once,
 * at its onset, and /readyz answers 503 so a load balancer sends buyers to a server that can take
 * their orders. It turns back on the next write that succeeds, or on /readyz's own write probe,
 * which is tried only while the state is failed (a healthy server's probes never write).
 */
export class StorageState {
  #failure: StorageFailure | undefined;

  constructor(
    private readonly writeProbe: () => Promise<void>,
    private readonly log: FastifyBaseLogger,
  ) {}

  get failure(): StorageFailure | undefined {
    return this.#failure;
  }

  /** Records `err` if it is a full or read-only disk's; returns what it was, or undefined for any other error. */
  record(err: unknown): StorageFailure | undefined {
    const failure = storageFailureOf(err);
    if (!failure) return undefined;
    if (this.#failure !== failure) {
      this.log.error(`the shop cannot save: ${describeStorageFailure(failure, err)}. Writes answer 503 storage_unavailable and /readyz 503 until a write succeeds.`);
    }
    this.#failure = failure;
    return failure;
  }

  /** A write was saved: the condition is over (logged once). */
  recovered(): void {
    if (!this.#failure) return;
    this.#failure = undefined;
    this.log.info('the shop can save again: writes and /readyz are back to normal');
  }

  /** /readyz's `storage` check: nothing to do while writes succeed; while they fail, one write tried. */
  readonly probe: ReadinessProbe = {
    name: 'storage',
    ping: async () => {
      if (!this.#failure) return;
      try {
        await this.writeProbe();
      } catch (err) {
        this.record(err);
        throw err;
      }
      this.recovered();
    },
  };
}
