import type { Kysely } from 'kysely';

/**
 * Escalations of network tickets (docs/product-rules.md 62): when an ONDC buyer app escalates a
 * complaint (IGM's ESCALATE), the ticket keeps when and the complainant's words, so that the desk
 * shows it beside the e-mail the admins get. Both stay empty for every other ticket.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('grievances').addColumn('escalated_at', 'varchar(32)').execute();
  await db.schema.alterTable('grievances').addColumn('escalation', 'varchar(2000)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('grievances').dropColumn('escalation').execute();
  await db.schema.alterTable('grievances').dropColumn('escalated_at').execute();
}
