import { z } from 'zod';

/**
 * Path parameters of the API. Ids are not checked for shape here: an id that cannot name a row
 * is simply "not found" (404), as an unknown one is, so ids reveal nothing.
 */
export const IdParams = z.object({ id: z.string() });
export const UserIdParams = z.object({ userId: z.string() });
export const OrderIdParams = z.object({ orderId: z.string() });

/** GET /api/health: for a load balancer's check. */
export const Health = z.object({ status: z.literal('ok') });
