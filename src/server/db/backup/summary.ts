import { sql, type Kysely } from 'kysely';
import { ConfigError } from '#server/config';

/** What a backup or restore reports: the rows of the tables an operator checks first, and the schema's last migration. */
export interface DatabaseSummary {
  orders: number;
  orderLines: number;
  users: number;
  products: number;
  /** The newest migration applied in that database (the server applies any newer ones on start). */
  lastMigration?: string;
}

type Runner = (query: string) => Promise<Array<Record<string, unknown>>>;

const COUNTS = `select
  (select count(*) from orders) as orders,
  (select count(*) from order_items) as order_lines,
  (select count(*) from users) as users,
  (select count(*) from products) as products`;
const LAST_MIGRATION = 'select max(name) as name from kysely_migration';

/** Counts through any connection that runs plain SQL (a better-sqlite3 handle, a pg client inside a snapshot). */
export async function summarize(run: Runner): Promise<DatabaseSummary> {
  let counts: Record<string, unknown> | undefined;
  let migration: Record<string, unknown> | undefined;
  try {
    [counts] = await run(COUNTS);
    [migration] = await run(LAST_MIGRATION);
  } catch (err) {
    // SQLite: "no such table"; PostgreSQL: 42P01 "relation ... does not exist".
    if (/no such table|does not exist/.test((err as Error).message)) {
      throw new ConfigError(`This is not a Hariyali database (${(err as Error).message}): check DATABASE_URL / DATA_DIR, or run npm run db:migrate first`);
    }
    throw err;
  }
  return {
    orders: Number(counts!.orders),
    orderLines: Number(counts!.order_lines),
    users: Number(counts!.users),
    products: Number(counts!.products),
    lastMigration: (migration?.name as string | null) ?? undefined,
  };
}

/** The same through Kysely (a restored database opened as the server opens it). */
export function summarizeKysely(db: Kysely<any>): Promise<DatabaseSummary> {
  return summarize(async (query) => (await sql.raw<Record<string, unknown>>(query).execute(db)).rows);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

export function formatSummary(summary: DatabaseSummary): string {
  return [
    `  orders:      ${summary.orders} (${summary.orderLines} order lines)`,
    `  users:       ${summary.users}`,
    `  products:    ${summary.products}`,
    `  schema:      ${summary.lastMigration ?? 'no migrations applied'}`,
  ].join('\n');
}
