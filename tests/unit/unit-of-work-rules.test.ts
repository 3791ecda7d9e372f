import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Services open transactions only through UnitOfWork.transaction() (docs/decisions/0046): one
// opened on the database directly would not be the one the services called inside it read
// through. Kysely's `.transaction()` may appear only in the unit of work itself, in migrations and
// in the code that runs before any service exists or beside them (start-up seeding, the health
// module's disk probe on the raw database).
const ALLOWED = ['src/server/db/unit-of-work.ts', 'src/server/db/migrations/', 'src/server/seed/', 'src/server/modules/health/health.repository.ts'];

function filesOf(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesOf(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
}

/** The places in `text` where Kysely's transaction() is called. */
const transactionCalls = (text: string) => [...text.matchAll(/\.transaction\(\s*\)/g)].length;

describe('the unit of work', () => {
  it('is the only way the server opens a transaction', () => {
    const offending = filesOf('src/server')
      .map((f) => f.split(path.sep).join('/'))
      .filter((f) => !ALLOWED.some((a) => f.startsWith(a)))
      .filter((f) => transactionCalls(fs.readFileSync(f, 'utf8')) > 0);
    expect(offending).toEqual([]);
  });

  it('finds a transaction opened on the database directly', () => {
    expect(transactionCalls('await this.work.db.transaction().execute(async (trx) => trx);')).toBe(1);
    expect(transactionCalls('await this.work.transaction(async (trx) => trx);')).toBe(0);
  });
});
