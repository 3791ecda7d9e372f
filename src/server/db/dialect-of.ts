import { PostgresAdapter, type Kysely } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/**
 * Which SQL dialect a Kysely instance (or transaction) speaks. The one way code finds out: SQL
 * that differs by dialect asks the instance it runs on, so no dialect is passed around (and
 * migrations, which get only the instance, use the same call).
 */
export function dialectOf(db: Kysely<any>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
