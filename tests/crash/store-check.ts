import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { DatabaseConfig } from '../../src/server/config.ts';

/** One order line as the database holds it. */
export interface StoredLine {
  productId: string;
  quantity: number;
  unitPricePaise: number;
  lineTotalPaise: number;
}

export interface StoredOrder {
  number: number;
  status: string;
  totalPaise: number;
  lines: StoredLine[];
}

/** Orders and stock read in one transaction (one consistent snapshot). */
export interface StoreSnapshot {
  orders: Map<string, StoredOrder>;
  stock: Map<string, number>;
  /**
   * Units of each product the shop counts as sold: lines of orders that are not cancelled (a
   * cancellation puts its units back), less units of returns received back into stock.
   */
  sold: Map<string, number>;
}

/**
 * Reads the shop's database directly, beside the running server, never through it: the checks
 * must not trust the code under test. SQLite read-only; PostgreSQL with read-only transactions,
 * apart from installing the amcheck extension once.
 */
export interface StoreInspector {
  snapshot(productIds: string[]): Promise<StoreSnapshot>;
  /** What the database's own checks found wrong; empty when it is sound. */
  integrity(): Promise<string[]>;
  /** What integrity() checks, for the report. */
  readonly integrityMethod: string;
  close(): Promise<void>;
}

interface OrderRow { id: string; number: number | string; status: string; total_paise: number | string }
interface LineRow { order_id: string; product_id: string; quantity: number | string; unit_price_paise: number | string; line_total_paise: number | string }
interface StockRow { id: string; stock: number | string }
interface UnitsRow { product_id: string; units: number | string }

const ORDERS_SQL = 'select id, number, status, total_paise from orders';
const LINES_SQL = 'select order_id, product_id, quantity, unit_price_paise, line_total_paise from order_items';
const SOLD_SQL = `select i.product_id, sum(i.quantity) as units from order_items i join orders o on o.id = i.order_id
  where o.status <> 'cancelled' group by i.product_id`;
const RETURNED_SQL = `select i.product_id, sum(l.quantity) as units from return_lines l
  join returns r on r.id = l.return_id join order_items i on i.id = l.order_item_id
  where r.received_at is not null group by i.product_id`;

function toSnapshot(orderRows: OrderRow[], lineRows: LineRow[], stockRows: StockRow[], soldRows: UnitsRow[], returnedRows: UnitsRow[]): StoreSnapshot {
  const orders = new Map<string, StoredOrder>();
  for (const o of orderRows) orders.set(o.id, { number: Number(o.number), status: o.status, totalPaise: Number(o.total_paise), lines: [] });
  for (const l of lineRows) {
    // A line without its order cannot be: the foreign key check reports it; here it is kept aside.
    orders.get(l.order_id)?.lines.push({ productId: l.product_id, quantity: Number(l.quantity), unitPricePaise: Number(l.unit_price_paise), lineTotalPaise: Number(l.line_total_paise) });
  }
  const sold = new Map(soldRows.map((r) => [r.product_id, Number(r.units)]));
  for (const r of returnedRows) sold.set(r.product_id, (sold.get(r.product_id) ?? 0) - Number(r.units));
  return { orders, stock: new Map(stockRows.map((r) => [r.id, Number(r.stock)])), sold };
}

class SqliteInspector implements StoreInspector {
  readonly integrityMethod = 'PRAGMA integrity_check = ok, PRAGMA foreign_key_check empty';
  private readonly db: SQLite.Database;

  constructor(file: string) {
    // Read-only: the test never writes beside the server. fileMustExist: a wrong path is an error, not a new empty file.
    this.db = new SQLite(file, { readonly: true, fileMustExist: true });
    this.db.pragma('busy_timeout = 5000');
  }

  async snapshot(productIds: string[]): Promise<StoreSnapshot> {
    const read = this.db.transaction(() => {
      const stock = this.db.prepare(`select id, stock from products where id in (${productIds.map(() => '?').join(',')})`).all(...productIds) as StockRow[];
      return toSnapshot(
        this.db.prepare(ORDERS_SQL).all() as OrderRow[],
        this.db.prepare(LINES_SQL).all() as LineRow[],
        stock,
        this.db.prepare(SOLD_SQL).all() as UnitsRow[],
        this.db.prepare(RETURNED_SQL).all() as UnitsRow[],
      );
    });
    return read();
  }

  async integrity(): Promise<string[]> {
    const result = this.db.pragma('integrity_check') as Array<{ integrity_check: string }>;
    // A damaged file can report thousands of lines: the first few say enough.
    const problems = result.map((r) => r.integrity_check).filter((r) => r !== 'ok').map((r) => r.slice(0, 1000));
    const orphans = this.db.pragma('foreign_key_check') as Array<{ table: string; rowid: number; parent: string }>;
    for (const o of orphans.slice(0, 20)) problems.push(`foreign key: ${o.table} row ${o.rowid} points to a missing ${o.parent}`);
    if (orphans.length > 20) problems.push(`... and ${orphans.length - 20} more rows with missing parents`);
    return problems;
  }

  async close(): Promise<void> {
    this.db.close();
  }
}

class PostgresInspector implements StoreInspector {
  readonly integrityMethod = 'amcheck: bt_index_check(heapallindexed) on every B-tree index, verify_heapam on every table';
  private amcheckReady = false;

  constructor(private readonly client: pg.Client) {}

  static async open(url: string): Promise<PostgresInspector> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return new PostgresInspector(client);
  }

  async snapshot(productIds: string[]): Promise<StoreSnapshot> {
    await this.client.query('begin isolation level repeatable read read only');
    try {
      const rows = async <T extends pg.QueryResultRow>(sql: string, values?: unknown[]) => (await this.client.query<T>(sql, values)).rows;
      return toSnapshot(
        await rows<OrderRow>(ORDERS_SQL),
        await rows<LineRow>(LINES_SQL),
        await rows<StockRow>('select id, stock from products where id = any($1)', [productIds]),
        await rows<UnitsRow>(SOLD_SQL),
        await rows<UnitsRow>(RETURNED_SQL),
      );
    } finally {
      await this.client.query('rollback');
    }
  }

  async integrity(): Promise<string[]> {
    if (!this.amcheckReady) {
      // Ships with PostgreSQL (contrib); installing it needs a superuser, as on this test machine.
      await this.client.query('create extension if not exists amcheck');
      this.amcheckReady = true;
    }
    const problems: string[] = [];
    const indexes = await this.client.query<{ name: string }>(`
      select c.oid::regclass::text as name from pg_index i
      join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
      where am.amname = 'btree' and c.relnamespace = 'public'::regnamespace and i.indisvalid and i.indisready`);
    for (const { name } of indexes.rows) {
      try {
        // heapallindexed: every heap tuple must be found in the index, not only the index sorted.
        await this.client.query('select bt_index_check(index => $1::regclass, heapallindexed => true)', [name]);
      } catch (err) {
        problems.push(`index ${name}: ${(err as Error).message}`);
      }
    }
    const tables = await this.client.query<{ name: string }>(`
      select c.oid::regclass::text as name from pg_class c where c.relkind in ('r', 'm') and c.relnamespace = 'public'::regnamespace`);
    for (const { name } of tables.rows) {
      const corrupt = await this.client.query<{ blkno: number; offnum: number; msg: string }>(
        'select blkno, offnum, msg from verify_heapam(relation => $1::regclass, check_toast => true)',
        [name],
      );
      for (const c of corrupt.rows) problems.push(`table ${name} block ${c.blkno} item ${c.offnum}: ${c.msg}`);
    }
    return problems;
  }

  async close(): Promise<void> {
    await this.client.end();
  }
}

export async function openInspector(database: DatabaseConfig): Promise<StoreInspector> {
  return database.dialect === 'sqlite' ? new SqliteInspector(database.file) : PostgresInspector.open(database.url);
}
