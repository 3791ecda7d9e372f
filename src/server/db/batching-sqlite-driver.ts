import type SQLite from 'better-sqlite3';
import { CompiledQuery, SqliteDialect, type DatabaseConnection, type Driver, type QueryCompiler, type SqliteDialectConfig } from 'kysely';

/** The savepoint each application transaction runs in, inside the shared SQLite transaction. */
const SAVEPOINT = 'app_transaction';
/** A batch commits at the latest after this many transactions or this long open, even under load. */
export interface BatchLimits {
  transactions: number;
  openMs: number;
}
const DEFAULT_LIMITS: BatchLimits = { transactions: 64, openMs: 10 };

const run = (connection: DatabaseConnection, sql: string) => connection.executeQuery(CompiledQuery.raw(sql));

/**
 * Transaction batching for SQLite (docs/decisions/0014-sqlite-transaction-batching.md).
 *
 * SQLite has one connection, and Kysely runs one transaction at a time on it. Each COMMIT writes
 * every page the transaction touched to the WAL: an order touches about 17 pages (its row, its
 * lines, its tax document and each of their indexes), so committing orders one by one wrote 17
 * pages per order. Here, a transaction that starts while another batch member holds or waits
 * for the connection runs as a SAVEPOINT inside one shared SQLite transaction: its ROLLBACK is a
 * ROLLBACK TO its savepoint (all or nothing, as before), and its COMMIT releases the savepoint.
 * The shared transaction commits after the current turn of the event loop, or after 64
 * transactions or 10 ms open (BatchLimits): pages shared by the batch are written once.
 *
 * A released savepoint is not yet durable, so `committed()` tells when it is: the server awaits
 * it (then the WAL fsync) before it confirms any write. If the shared COMMIT fails, every
 * transaction of the batch is undone and each of their requests fails instead of confirming.
 * Reads between batch members see the members' writes, as they would after a commit.
 */
export class BatchingSqliteDriver implements Driver {
  #commitScheduled = false;
  #batch: { openedAt: number; transactions: number; waiters: Array<{ resolve: () => void; reject: (err: unknown) => void }> } | undefined;

  constructor(
    private readonly inner: Driver,
    private readonly sqlite: SQLite.Database,
    private readonly limits: BatchLimits = DEFAULT_LIMITS,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    return this.inner.acquireConnection();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    // SQLite undoes a whole transaction by itself on some errors (disk full, I/O): that batch is lost.
    if (this.#batch && !this.sqlite.inTransaction) this.#settle(new Error('The database rolled back a batch of transactions'));
    if (!this.#batch) {
      await run(connection, 'begin');
      this.#batch = { openedAt: performance.now(), transactions: 0, waiters: [] };
    }
    await run(connection, `savepoint ${SAVEPOINT}`);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await run(connection, `release ${SAVEPOINT}`);
    if (this.#batch) this.#batch.transactions++;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (!this.sqlite.inTransaction) return this.#settle(new Error('The database rolled back a batch of transactions'));
    await run(connection, `rollback to ${SAVEPOINT}`);
    await run(connection, `release ${SAVEPOINT}`);
  }

  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.inner.savepoint!(connection, name, compile);
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.inner.rollbackToSavepoint!(connection, name, compile);
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.inner.releaseSavepoint!(connection, name, compile);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    try {
      const batch = this.#batch;
      if (batch && (batch.transactions >= this.limits.transactions || performance.now() - batch.openedAt >= this.limits.openMs)) await this.#commit(connection);
      // Requests arriving together run their transactions one after another within one turn of
      // the event loop, each to its end (better-sqlite3 never waits): the batch commits after
      // that turn, once they all had their go.
      else if (batch && !this.#commitScheduled) {
        this.#commitScheduled = true;
        setImmediate(() => void this.#commitWhenFree());
      }
    } finally {
      await this.inner.releaseConnection(connection);
    }
  }

  async #commitWhenFree(): Promise<void> {
    const connection = await this.inner.acquireConnection();
    try {
      this.#commitScheduled = false;
      if (this.#batch) await this.#commit(connection);
    } finally {
      await this.inner.releaseConnection(connection);
    }
  }

  /** Commits the shared transaction; on failure every member's `committed()` rejects. */
  async #commit(connection: DatabaseConnection): Promise<void> {
    try {
      if (!this.sqlite.inTransaction) throw new Error('The database rolled back a batch of transactions');
      await run(connection, 'commit');
      this.#settle();
    } catch (err) {
      if (this.sqlite.inTransaction) await run(connection, 'rollback').catch(() => undefined);
      this.#settle(err);
    }
  }

  /** Resolves once every transaction committed so far is committed in SQLite; rejects if its batch failed. */
  committed(): Promise<void> {
    const batch = this.#batch;
    if (!batch) return Promise.resolve();
    return new Promise((resolve, reject) => batch.waiters.push({ resolve, reject }));
  }

  /** Commits an open batch before the connection closes (closing would roll it back). */
  async destroy(): Promise<void> {
    if (this.#batch) await this.#commitWhenFree();
    await this.inner.destroy();
  }

  #settle(err?: unknown): void {
    const waiters = this.#batch?.waiters ?? [];
    this.#batch = undefined;
    for (const w of waiters) (err === undefined ? w.resolve() : w.reject(err));
  }
}

/** Kysely's SQLite dialect with the batching driver. */
export class BatchingSqliteDialect extends SqliteDialect {
  #driver: BatchingSqliteDriver | undefined;

  constructor(
    config: SqliteDialectConfig,
    private readonly sqlite: SQLite.Database,
    private readonly limits?: BatchLimits,
  ) {
    super(config);
  }

  override createDriver(): BatchingSqliteDriver {
    this.#driver = new BatchingSqliteDriver(super.createDriver(), this.sqlite, this.limits);
    return this.#driver;
  }

  /** The driver Kysely made (after `new Kysely`). */
  get driver(): BatchingSqliteDriver {
    if (!this.#driver) throw new Error('The SQLite driver is created by Kysely first');
    return this.#driver;
  }
}
