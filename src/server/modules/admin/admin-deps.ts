import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import type { ContactService } from '../contact/contact.service.ts';
import type { PaymentSettingsService } from '../payments/payment-settings.service.ts';

/** What the admin route plugins are built from (one object, so adding a service touches one place). */
export interface AdminDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  contact: ContactService;
  payments: PaymentSettingsService;
}

/** Offset of a 1-based page. */
export const offsetOf = (query: { page: number; pageSize: number }) => (query.page - 1) * query.pageSize;
