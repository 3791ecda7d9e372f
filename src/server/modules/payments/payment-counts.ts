import type { PaymentStatus } from '#shared/schemas/orders';
import type { Db } from '#server/db/connect';
import { countOrdersByPaymentStatus } from './online-payments.repository.ts';

/** /metrics' orders by payment status (docs/operating.md), read at each scrape: payments answers for an order's payment columns. */
export function paymentCountsOf(database: Pick<Db, 'db'>): () => Promise<Array<{ status: PaymentStatus; count: number }>> {
  return () => countOrdersByPaymentStatus(database.db);
}
