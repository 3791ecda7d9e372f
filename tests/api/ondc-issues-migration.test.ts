import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { migrateDownOne, migrateToLatest } from '../../src/server/db/migrate.ts';
import { describeEachDialect, freshDatabaseEachTest } from '../helpers/databases.ts';

// Grievances may come from ONDC (migration 2026_12_08_100000_ondc_issues, docs/decisions/0079):
// the source's check widened (SQLite's table rebuilt) with every ticket and its replies kept.
const MIGRATION = '2026_12_08_100000_ondc_issues';

describeEachDialect('the ONDC issues migration', (dialect) => {
  const fresh = freshDatabaseEachTest(dialect);
  const ticket = (id: string, number: number, source: string) => ({
    id,
    number,
    user_id: null,
    name: 'Ganesh Shinde',
    email: null,
    mobile: '+919876543210',
    text_channel: 'sms',
    language: null,
    source,
    order_id: null,
    category: 'delivery',
    text: 'Late',
    status: 'open',
    created_at: '2026-12-01T00:00:00.000Z',
    ack_due_at: '2026-12-03T00:00:00.000Z',
    resolve_due_at: '2027-01-01T00:00:00.000Z',
  });

  it('keeps the tickets and their replies, and takes a ticket from ONDC only once it has run', async () => {
    const db = (await fresh()) as any;
    await migrateToLatest(db);
    let undone: string | undefined;
    do undone = await migrateDownOne(db);
    while (undone !== undefined && undone !== MIGRATION);
    expect(undone).toBe(MIGRATION);

    await db.insertInto('grievances').values(ticket('g1', 1, 'call')).execute();
    await db.insertInto('grievance_replies').values({ id: 'r1', grievance_id: 'g1', step: 'acknowledge', message: 'Looking into it', created_by: null, created_at: '2026-12-01T01:00:00.000Z' }).execute();
    await expect(db.insertInto('grievances').values(ticket('g2', 2, 'ondc')).execute()).rejects.toThrow();

    await migrateToLatest(db);
    expect(await db.selectFrom('grievances').select(['id', 'number', 'source', 'mobile']).execute()).toEqual([{ id: 'g1', number: 1, source: 'call', mobile: '+919876543210' }]);
    expect(await db.selectFrom('grievance_replies').select(['id', 'grievance_id']).execute()).toEqual([{ id: 'r1', grievance_id: 'g1' }]);
    await db.insertInto('grievances').values(ticket('g2', 2, 'ondc')).execute();
    await expect(db.insertInto('grievances').values(ticket('g3', 3, 'pigeon')).execute()).rejects.toThrow();
    // The replies still belong to their ticket: deleting it deletes them.
    if (dialect === 'sqlite') expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
    await db.deleteFrom('grievances').where('id', '=', 'g1').execute();
    expect(await db.selectFrom('grievance_replies').select('id').execute()).toEqual([]);
  });
});
