import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';
import type { ChangeLog, StaffChange } from './staff-changes.ts';

interface OpenWork {
  trx: Transaction<Database>;
  /** Set once the transaction's work has returned: a callback left running after it reads the database again. */
  ended: boolean;
}

/**
 * The unit of work a request's writes share (docs/decisions/0046-unit-of-work-and-events.md).
 *
 * Services hold this instead of the database and read and write through `db`, which is the open
 * transaction of the work they are called in, or the database outside one. A service called from
 * inside a transaction therefore never needs the transaction handed to it, and cannot read past
 * it by mistake: on SQLite such a read waited for the transaction's own connection and hung the
 * request; on PostgreSQL it saw the data from before the transaction.
 */
export class UnitOfWork {
  readonly #open = new AsyncLocalStorage<OpenWork>();
  /** Transactions open now. While none is, the context is switched off (see transaction()). */
  #opened = 0;
  constructor(
    private readonly root: Kysely<Database>,
    /** The audit log, where a staff write's changes go in its own transaction (docs/decisions/0065). */
    private readonly changes?: ChangeLog,
  ) {}

  /**
   * Records what a staff write changed, in the transaction that changes it (docs/product-rules.md
   * 50): committed with it or rolled back with it. Called by the service that makes the change,
   * whoever calls the service: outside a staff write (a buyer, a worker) it records nothing.
   */
  recordChange(change: StaffChange): Promise<void> {
    const open = this.#open.getStore();
    return this.changes?.record(open && !open.ended ? open.trx : undefined, change) ?? Promise.resolve();
  }

  /**
   * The handle to read and write through, as it is at this call: the open transaction, or the
   * database outside one. Read it where the query is made (`repo.find(this.work.db, ...)`), never
   * kept across a `transaction()`. Transactions are opened only by `transaction()` below
   * (tests/unit/unit-of-work-rules.test.ts holds it).
   */
  get db(): Kysely<Database> {
    const open = this.#open.getStore();
    return open && !open.ended ? open.trx : this.root;
  }

  /** Whether this call runs inside a transaction of this unit of work. */
  get inTransaction(): boolean {
    const open = this.#open.getStore();
    return open !== undefined && !open.ended;
  }

  /**
   * Runs `work` in one transaction: all of it is written, or none of it. Called inside a
   * transaction already, `work` joins it (a workflow's steps commit or roll back together).
   */
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    const open = this.#open.getStore();
    if (open && !open.ended) return work(open.trx);
    return this.root.transaction().execute(async (trx) => {
      const opened: OpenWork = { trx, ended: false };
      this.#opened++;
      try {
        return await this.#open.run(opened, () => work(trx));
      } finally {
        opened.ended = true;
        // On Node 20 an enabled AsyncLocalStorage runs a hook at every promise the process makes
        // (a third of checkout's throughput, measured: docs/decisions/0046); with no transaction
        // open nothing needs the context, so it is switched off until the next one (run() switches it on).
        if (--this.#opened === 0) this.#open.disable();
      }
    });
  }
}
