import { expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { ActingStaff, type StaffActor } from '../../src/server/db/staff-changes.ts';
import { UnitOfWork } from '../../src/server/db/unit-of-work.ts';
import { AuditTrail } from '../../src/server/modules/audit/index.ts';
import { describeEachDialect, freshDatabaseEachTest } from '../helpers/databases.ts';

const actor: StaffActor = { userId: 'u-1', label: 'manager@hariyali.example', role: 'manager', ip: '203.0.113.9', route: 'PUT /api/admin/payment-settings' };

/**
 * The audit log's one promise the routes cannot show (docs/decisions/0065): an entry is written in
 * its change's transaction, so it commits and rolls back with it, and it is never written beside one.
 */
describeEachDialect('the audit trail and the unit of work', (dialect) => {
  const open = freshDatabaseEachTest(dialect);
  const setUp = async () => {
    const db = await open();
    await migrateToLatest(db);
    const acting = new ActingStaff();
    const work = new UnitOfWork(db, new AuditTrail(db, acting, () => Date.parse('2026-11-30T04:30:00Z')));
    const entries = () => db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    return { acting, work, entries };
  };
  const change = { action: 'payment_settings.update', entity: 'payment_settings', entityId: null, before: { key_secret: 'sealed-old', upi_enabled: 0 }, after: { key_secret: 'sealed-new', upi_enabled: 1 } };

  it('commits an entry with its change, and rolls it back with it', async () => {
    const { acting, work, entries } = await setUp();
    await acting.run(actor, () => work.transaction(() => work.recordChange(change)));
    await expect(acting.run(actor, () => work.transaction(async () => {
      await work.recordChange({ ...change, action: 'payment_settings.undone' });
      throw new Error('the change failed after it was recorded');
    }))).rejects.toThrow('the change failed');
    const rows = await entries();
    expect(rows.map((r) => r.action)).toEqual(['payment_settings.update']);
    // The secret's change is told, its values never.
    expect(JSON.parse(rows[0]!.changes!)).toEqual([
      { field: 'key_secret', from: '[masked]', to: '[masked]' },
      { field: 'upi_enabled', from: 0, to: 1 },
    ]);
    expect(rows[0]).toMatchObject({ actor_id: 'u-1', actor_role: 'manager', ip: '203.0.113.9', outcome: 'done', at: '2026-11-30T04:30:00.000Z' });
  });

  it('refuses a staff change recorded outside a transaction, and records nothing outside a staff write', async () => {
    const { acting, work, entries } = await setUp();
    await expect(acting.run(actor, () => work.recordChange(change))).rejects.toThrow('inside the transaction');
    // A buyer's or a worker's call of the same service: no actor, no entry, no error.
    await work.transaction(() => work.recordChange(change));
    expect(await entries()).toEqual([]);
  });

  it('keeps each concurrent staff write to its own actor', async () => {
    const { acting, work, entries } = await setUp();
    const other: StaffActor = { ...actor, userId: 'u-2', role: 'accountant' };
    const slow = (who: StaffActor, id: number) =>
      acting.run(who, () => work.transaction(async () => {
        await new Promise((r) => setTimeout(r, 5));
        await work.recordChange({ ...change, entityId: id });
      }));
    await Promise.all([slow(actor, 1), slow(other, 2), slow(actor, 3)]);
    const rows = await entries();
    expect(rows.map((r) => `${r.entity_id}:${r.actor_id}`).sort()).toEqual(['1:u-1', '2:u-2', '3:u-1']);
  });
});
