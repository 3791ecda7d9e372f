import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { StoreContactMessageCreated, StoreCreateContactMessage } from '#shared/schemas/contact';
import type { Database } from '../../db/schema.ts';
import { insertContactMessage } from './contact.repository.ts';

export class ContactService {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores a message from the contact form for the admin to read (DECISIONS.md 22). */
  async submit(input: StoreCreateContactMessage): Promise<StoreContactMessageCreated> {
    const id = randomUUID();
    const createdAt = new Date().toISOString();
    await insertContactMessage(this.db, {
      id,
      name: input.name,
      email: input.email,
      phone: input.phone,
      subject: input.subject,
      message: input.message,
      inquiry_type: input.inquiryType,
      created_at: createdAt,
      read_at: null,
    });
    return { id, createdAt };
  }
}
