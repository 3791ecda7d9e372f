import { randomUUID } from 'node:crypto';
import type { UnitOfWork } from '#server/db/unit-of-work';
import type { AdminContactMessage, AdminContactMessageList, AdminContactMessageListQuery } from '#shared/schemas/admin-contact';
import type { StoreContactMessageCreated, StoreCreateContactMessage } from '#shared/schemas/contact';
import { notFound } from '#server/errors';
import { offsetOf } from '#server/db/paging';
import { findContactMessage, insertContactMessage, listContactMessages, setContactMessageHandled, type ContactMessageRow } from './contact.repository.ts';

/** The names of the admins who handled messages: the accounts module answers (filled in services.ts). */
export interface AccountNames {
  namesOf(userIds: string[]): Promise<Map<string, string>>;
}

// handled_by is no foreign key (the note outlives the admin's account): a gone admin's name is null.
function toAdminMessage(r: ContactMessageRow, names: Map<string, string>): AdminContactMessage {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    subject: r.subject,
    message: r.message,
    inquiryType: r.inquiry_type,
    createdAt: r.created_at,
    handledAt: r.handled_at,
    handledBy: r.handled_by ? { id: r.handled_by, name: names.get(r.handled_by) ?? null } : null,
  };
}

/**
 * Opens a complaint's ticket (the grievances module, filled in services.ts): a message of type
 * complaint is a grievance with a number at once (docs/product-rules.md 54).
 */
export interface ComplaintDesk {
  fromContactForm(input: StoreCreateContactMessage & { userId?: string }): Promise<{ number: string; ackDueAt: string; resolveDueAt: string }>;
}

export class ContactService {
  constructor(
    private readonly work: UnitOfWork,
    private readonly accounts: AccountNames,
    private readonly complaints: ComplaintDesk,
  ) {}

  /** Stores a message from the contact form for the admin to read (docs/product-rules.md 22). */
  async submit(input: StoreCreateContactMessage, userId?: string): Promise<StoreContactMessageCreated> {
    const id = randomUUID();
    const createdAt = new Date().toISOString();
    return this.work.transaction(async () => {
      await insertContactMessage(this.work.db, {
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
      if (input.inquiryType !== 'complaint') return { id, createdAt };
      // The message stays in the inbox too; its ticket is what the rule's clocks run on.
      const { number, ackDueAt, resolveDueAt } = await this.complaints.fromContactForm({ ...input, userId });
      return { id, createdAt, ticket: { number, ackDueAt, resolveDueAt } };
    });
  }

  /** The admin's inbox of contact-form messages, newest first. */
  async list(query: AdminContactMessageListQuery): Promise<AdminContactMessageList> {
    const { rows, total } = await listContactMessages(
      this.work.db,
      { unhandledOnly: query.show === 'unhandled' },
      { limit: query.pageSize, offset: offsetOf(query) },
    );
    const names = await this.handlersOf(rows);
    return { items: rows.map((r) => toAdminMessage(r, names)), total, page: query.page, pageSize: query.pageSize };
  }

  /** Marks a message handled by this admin now (a second mark keeps the first), or not handled again. */
  async setHandled(id: string, handled: boolean, adminId: string): Promise<AdminContactMessage> {
    const row = await this.work.transaction(async () => {
      const current = await findContactMessage(this.work.db, id);
      if (!current) throw notFound('This message does not exist.');
      const mark = { handled_at: current.handled_at, handled_by: current.handled_by };
      if (handled !== (current.handled_at !== null)) {
        const at = new Date().toISOString();
        await setContactMessageHandled(this.work.db, id, handled ? { at, by: adminId } : null);
        Object.assign(mark, handled ? { handled_at: at, handled_by: adminId } : { handled_at: null, handled_by: null });
      }
      // Also a mark that was there already: the audit log says who looked (docs/product-rules.md 50).
      await this.work.recordChange({ action: 'contact_message.handled', entity: 'contact_message', entityId: id, before: { handled_at: current.handled_at, handled_by: current.handled_by }, after: mark });
      return { ...current, ...mark };
    });
    return toAdminMessage(row, await this.handlersOf([row]));
  }

  private handlersOf(rows: ContactMessageRow[]): Promise<Map<string, string>> {
    return this.accounts.namesOf(rows.flatMap((r) => (r.handled_by ? [r.handled_by] : [])));
  }
}
