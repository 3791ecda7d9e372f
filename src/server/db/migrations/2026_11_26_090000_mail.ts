import type { Kysely } from 'kysely';

/**
 * E-mail and password reset (docs/product-rules.md 30, docs/decisions/0025).
 * - mail_outbox: every message the shop sends, written in the same transaction as the event that
 *   causes it (an order placed, a vendor approved...), rendered in the recipient's language, and
 *   sent later by the mail worker. `event_key` is unique: one event never queues two messages.
 * - password_resets: a reset link's token, as its SHA-256 only; single use, short-lived.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('event_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
    .addColumn('language', 'varchar(8)', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    // 'pending' (waiting for its next attempt), 'sent', or 'failed' (the server refused the address for good).
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
    // A worker's claim on the message while it sends it; another worker takes it only after this time.
    .addColumn('claimed_until', 'varchar(32)')
    .addColumn('last_error', 'text')
    // A message worth nothing later (a password-reset link that has expired) is not sent after this time.
    .addColumn('send_before', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();

  await db.schema
    .createTable('password_resets')
    // SHA-256 (hex) of the token in the link; the token itself is never stored.
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('password_resets_user_idx').on('password_resets').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_resets').execute();
  await db.schema.dropTable('mail_outbox').execute();
}
