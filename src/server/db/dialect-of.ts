import { PostgresAdapter, type Kysely } from 'kysely';
import type { Dialect } from './connect.ts';

/** Which SQL dialect a Kysely instance speaks; migrations need it for dialect-only DDL (search indexes). */
export function dialectOf(db: Kysely<any>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
