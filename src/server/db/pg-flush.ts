import type pg from 'pg';
import { GroupBarrier } from './group-barrier.ts';

/**
 * Group commit for PostgreSQL (docs/decisions/0015-postgres-asynchronous-commit.md). The shop's
 * connections run with `synchronous_commit = off`: a COMMIT returns, and releases its row locks,
 * without waiting for the WAL flush. Before the server confirms a write it awaits `barrier()`:
 * one small transaction that commits synchronously, which waits until the WAL is flushed up to its
 * own commit record, so every transaction that committed before it is on disk too (the WAL is
 * one sequence). Writes arriving while one flush runs share the next one.
 */
export class PgFlush {
  readonly #group: GroupBarrier;

  constructor(pool: pg.Pool) {
    this.#group = new GroupBarrier(async () => {
      const client = await pool.connect();
      try {
        // A COMMIT waits for the flush only if its transaction wrote to the WAL: a logical
        // message is the smallest such write (any wal_level, no table, no privilege needed).
        await client.query("begin; set local synchronous_commit = on; select pg_logical_emit_message(true, 'hariyali-flush', ''); commit");
        client.release();
      } catch (err) {
        // A connection left inside a failed transaction block must not go back to the pool.
        client.release(err as Error);
        throw err;
      }
    });
  }

  barrier(): Promise<void> {
    return this.#group.barrier();
  }
}
