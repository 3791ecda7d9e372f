import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AdminContactMessageList, AdminContactMessageListQuery } from '#shared/schemas/admin-contact';
import type { StoreContactMessageCreated, StoreCreateContactMessage } from '#shared/schemas/contact';
import type { Database } from '../../db/schema.ts';
import { insertContactMessage, listContactMessages } from './contact.repository.ts';

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

  /** The admin's inbox of contact-form messages. */
  async list(query: AdminContactMessageListQuery): Promise<AdminContactMessageList> {
    const { rows, total } = await listContactMessages(this.db, query.pageSize, (query.page - 1) * query.pageSize);
    return {
      items: rows.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        phone: r.phone,
        subject: r.subject,
        message: r.message,
        inquiryType: r.inquiry_type,
        createdAt: r.created_at,
        readAt: r.read_at,
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }
}
