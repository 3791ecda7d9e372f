import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema.ts';
import type { TestDialect } from '../helpers/databases.ts';

/** Each table's rows as one hash, by table name: equal fingerprints, same data (the test database is small). */
export type Fingerprint = Record<string, string>;

/**
 * The rows a table's fingerprint takes, where not all: a refused staff request is itself written
 * to the audit log (docs/product-rules.md 50), so only its entries of done writes must stay unchanged.
 */
const ROWS: Record<string, string> = { audit_log: "where outcome = 'done'" };
const rowsOf = (name: string) => ROWS[name] ?? '';

/**
 * Takes fingerprints of every table of the database. PostgreSQL hashes on the server in one
 * statement (one round trip, not one per table); SQLite is in-process, its rows are hashed here.
 * Row order is not part of a table's content, so each row is hashed and the hashes sorted.
 *
 * Hashing every table for every write would make the fuzzer slow, so a fingerprint is kept and
 * taken again only when the database says something may have been written since:
 *  - SQLite: total_changes() of the connection, which the app and the test share (it counts every
 *    row written, in triggers too, even when rolled back);
 *  - PostgreSQL: a sequence that a trigger on every table (added to the scratch database by this
 *    function) advances for each statement that writes, even one that rolls back.
 * An unchanged counter proves an unchanged database; a changed one is checked row by row.
 */
export async function fingerprinter(db: Kysely<Database>, dialect: TestDialect): Promise<() => Promise<Fingerprint>> {
  const tables = (await db.introspection.getTables()).filter((t) => !t.isView).map((t) => t.name);
  if (tables.length < 10) throw new Error(`only ${tables.length} tables found: the fingerprint would miss changes`);
  const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
  let take: () => Promise<Fingerprint>;
  let counter: () => Promise<string>;
  if (dialect === 'postgres') {
    const statement = tables
      .map((name) => `select '${name}' as t, md5(coalesce(string_agg(md5(x::text), ',' order by md5(x::text)), '')) as h from ${quoted(name)} x ${rowsOf(name)}`)
      .join(' union all ');
    take = async () => {
      const { rows } = await sql<{ t: string; h: string }>`${sql.raw(statement)}`.execute(db);
      return Object.fromEntries(rows.map((r) => [r.t, r.h]));
    };
    // Every statement that writes to a table takes a number from a sequence of the fuzzer's own
    // (not a table: not in the fingerprint; not transactional: a rolled-back write still counts).
    await sql`create sequence if not exists fuzz_writes`.execute(db);
    await sql`create or replace function fuzz_count_write() returns trigger language plpgsql as $$ begin perform nextval('fuzz_writes'); return null; end $$`.execute(db);
    for (const name of tables) {
      await sql.raw(`create or replace trigger fuzz_count_write after insert or update or delete or truncate on ${quoted(name)} for each statement execute function fuzz_count_write()`).execute(db);
    }
    counter = async () => (await sql<{ n: string }>`select last_value::text || is_called::text as n from fuzz_writes`.execute(db)).rows[0]!.n;
  } else {
    take = async () => {
      const result: Fingerprint = {};
      for (const name of tables) {
        const { rows } = await sql<Record<string, unknown>>`select * from ${sql.raw(`${quoted(name)} ${rowsOf(name)}`)}`.execute(db);
        const hashes = rows.map((row) => createHash('sha1').update(JSON.stringify(row)).digest('hex')).sort();
        result[name] = createHash('sha1').update(hashes.join(',')).digest('hex');
      }
      return result;
    };
    counter = async () => String((await sql<{ n: number }>`select total_changes() as n`.execute(db)).rows[0]!.n);
  }
  let kept: { at: string; fingerprint: Fingerprint } | undefined;
  return async () => {
    const at = await counter();
    if (kept?.at !== at) kept = { at, fingerprint: await take() };
    return kept.fingerprint;
  };
}

/** The tables whose content differs between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
