import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

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
  /** The handle to read and write through: the open transaction, or the database outside one. */
  readonly db: Kysely<Database>;

  constructor(private readonly root: Kysely<Database>) {
    const current = () => this.current();
    this.db = new Proxy(root, {
      get(_target, property) {
        if (property === 'transaction') throw new Error('Open a transaction with UnitOfWork.transaction(), so the services called inside it share it');
        const handle = current();
        const value = Reflect.get(handle, property, handle) as unknown;
        return typeof value === 'function' ? value.bind(handle) : value;
      },
    });
  }

  /** Whether this call runs inside a transaction of this unit of work. */
  get inTransaction(): boolean {
    const open = this.#open.getStore();
    return open !== undefined && !open.ended;
  }

  private current(): Kysely<Database> {
    const open = this.#open.getStore();
    return open && !open.ended ? open.trx : this.root;
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
      try {
        return await this.#open.run(opened, () => work(trx));
      } finally {
        opened.ended = true;
      }
    });
  }
}
