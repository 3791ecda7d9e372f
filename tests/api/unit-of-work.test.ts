import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { UnitOfWork } from '../../src/server/db/unit-of-work.ts';
import { EventBus } from '../../src/server/events/event-bus.ts';
import { describeEachDialect, freshDatabaseEachTest } from '../helpers/databases.ts';

// The unit of work every service reads and writes through (docs/decisions/0046-unit-of-work-and-events.md).

/** A contact message: the smallest row of the shop, written and counted by subject. */
const note = (subject: string) => ({
  id: randomUUID(),
  name: 'Test',
  email: 'test@example.in',
  phone: '9876543210',
  subject,
  message: 'A message',
  inquiry_type: 'general' as const,
  created_at: '2026-11-29T00:00:00.000Z',
  read_at: null,
  handled_at: null,
  handled_by: null,
});

async function count(db: Kysely<Database>, subject: string): Promise<number> {
  const row = await db.selectFrom('contact_messages').select((eb) => eb.fn.countAll<number>().as('n')).where('subject', '=', subject).executeTakeFirstOrThrow();
  return Number(row.n);
}

describeEachDialect('the unit of work', (dialect) => {
  const fresh = freshDatabaseEachTest(dialect);
  const open = async () => {
    const db = await fresh();
    await migrateToLatest(db);
    return { db, work: new UnitOfWork(db) };
  };

  it("reads through the open transaction inside it (on SQLite a read past it would wait for the transaction's own connection for ever)", async () => {
    const { db, work } = await open();
    const seen = await work.transaction(async () => {
      await work.db.insertInto('contact_messages').values(note('inside')).execute();
      return count(work.db, 'inside');
    });
    expect(seen).toBe(1);
    expect(await count(db, 'inside')).toBe(1);
  });

  it('rolls back all of it, what a nested transaction joined too, when any part fails', async () => {
    const { db, work } = await open();
    await expect(
      work.transaction(async () => {
        await work.db.insertInto('contact_messages').values(note('all')).execute();
        await work.transaction(async (trx) => {
          expect(work.inTransaction).toBe(true);
          await trx.insertInto('contact_messages').values(note('all')).execute();
        });
        expect(await count(work.db, 'all')).toBe(2);
        throw new Error('a later step fails');
      }),
    ).rejects.toThrow('a later step fails');
    expect(await count(db, 'all')).toBe(0);
    expect(work.inTransaction).toBe(false);
  });

  it('is the database outside a transaction', async () => {
    const { db, work } = await open();
    await db.insertInto('contact_messages').values(note('outside')).execute();
    expect(work.inTransaction).toBe(false);
    expect(await count(work.db, 'outside')).toBe(1);
  });

  it('keeps each of two transactions open at once to its own caller (PostgreSQL runs them side by side)', async () => {
    const { db, work } = await open();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = work.transaction(async () => {
      await work.db.insertInto('contact_messages').values(note('first')).execute();
      await held;
      return [await count(work.db, 'first'), await count(work.db, 'second')];
    });
    // On SQLite the second waits for the first's connection; on PostgreSQL both are open here.
    const second = work.transaction(async () => {
      await work.db.insertInto('contact_messages').values(note('second')).execute();
      return [await count(work.db, 'first'), await count(work.db, 'second')];
    });
    setTimeout(release, 50);
    const [seenByFirst, seenBySecond] = await Promise.all([first, second]);
    // PostgreSQL: the second committed while the first waited (read committed); neither read through the other's transaction.
    expect(seenByFirst).toEqual([1, dialect === 'sqlite' ? 0 : 1]);
    expect(seenBySecond).toEqual([dialect === 'sqlite' ? 1 : 0, 1]);
    expect([await count(db, 'first'), await count(db, 'second')]).toEqual([1, 1]);
  });

  it('reads through the database again in a callback left running after its transaction ended', async () => {
    const { db, work } = await open();
    let later: Promise<number> | undefined;
    await work.transaction(async () => {
      await work.db.insertInto('contact_messages').values(note('later')).execute();
      later = new Promise((resolve, reject) => setTimeout(() => count(work.db, 'later').then(resolve, reject), 20));
    });
    expect(await later).toBe(1);
    expect(await count(db, 'later')).toBe(1);
  });

  it("runs an event's subscribers in order inside the emitter's transaction: a subscriber's failure undoes the event", async () => {
    const { db, work } = await open();
    const events = new EventBus<{ 'note.written': { subject: string } }>();
    const order: string[] = [];
    events.on('note.written', async ({ subject }) => {
      order.push('first');
      await work.db.insertInto('contact_messages').values(note(`${subject} told`)).execute();
    });
    events.on('note.written', async ({ subject }) => {
      order.push('second');
      if (subject === 'refused') throw new Error('the subscriber fails');
    });
    await work.transaction(async () => {
      await work.db.insertInto('contact_messages').values(note('kept')).execute();
      await events.emit('note.written', { subject: 'kept' });
    });
    await expect(
      work.transaction(async () => {
        await work.db.insertInto('contact_messages').values(note('refused')).execute();
        await events.emit('note.written', { subject: 'refused' });
      }),
    ).rejects.toThrow('the subscriber fails');
    expect(order).toEqual(['first', 'second', 'first', 'second']);
    expect([await count(db, 'kept'), await count(db, 'kept told')]).toEqual([1, 1]);
    expect([await count(db, 'refused'), await count(db, 'refused told')]).toEqual([0, 0]);
  });
});

describe('the event bus', () => {
  it('tells nobody of an event without subscribers', async () => {
    await expect(new EventBus<{ quiet: object }>().emit('quiet', {})).resolves.toBeUndefined();
  });
});
