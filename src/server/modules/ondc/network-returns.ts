import { z } from 'zod';
import type { ReturnReason, ReturnStatus } from '#shared/schemas/returns';
import type { TagGroup } from './beckn-context.ts';

/**
 * ONDC's return reasons a buyer app gives (the retail contract's return_request reason_id; ONDC's
 * log validator, constants/reasonCode.ts return_request_reasonCodes, and the words of ONDC's
 * reference apps' RETURN_REASONS) as the shop's own reasons (docs/decisions/0080). The buyer's own
 * words (reason_desc) go with the return as its note.
 */
export const NETWORK_RETURN_REASONS: Readonly<Record<string, { reason: ReturnReason; words: string }>> = {
  '001': { reason: 'no_longer_needed', words: 'Buyer does not want product any more' },
  '002': { reason: 'other', words: 'Product available at lower than order price' },
  '003': { reason: 'damaged', words: 'Product damaged or not in usable state' },
  '004': { reason: 'wrong_item', words: 'Product is of incorrect quantity or size' },
  '005': { reason: 'not_as_described', words: 'Product delivered is different from what was shown and ordered' },
};

/**
 * A return's state as its Return fulfillment says it (ONDC retail 1.2.0, the return flows:
 * Return_Initiated, Return_Approved, Return_Rejected, Return_Picked, Return_Delivered, Liquidated).
 * The shop has no pickup of its own to report: its goods are back when it marks them received.
 */
export const RETURN_STATE_OF: Record<ReturnStatus, string> = {
  requested: 'Return_Initiated',
  approved: 'Return_Approved',
  rejected: 'Return_Rejected',
  received: 'Return_Delivered',
  refunded: 'Return_Delivered',
};

/** A return asked for in an update: one Return fulfillment's return_request tag. */
export interface NetworkReturnRequest {
  /** The buyer app's return id, the Return fulfillment's id from then on. */
  id: string;
  itemId: string;
  quantity: number;
  reasonId: string;
  reasonDesc: string | null;
  /** The buyer's photos' addresses, comma separated as sent. */
  images: string | null;
}

const requestTags = z.object({
  id: z.string().trim().min(1).max(100),
  item_id: z.string().trim().min(1).max(100),
  item_quantity: z.string().regex(/^[1-9]\d{0,3}$/, 'A count of 1 to 9999'),
  reason_id: z.string().regex(/^\d{3}$/, 'A three-digit ONDC return reason code'),
  reason_desc: z.string().trim().max(500).optional(),
  images: z.string().trim().max(2000).optional(),
});

type Parsed = { requests: NetworkReturnRequest[] } | { invalid: { path: string; message: string } };

/**
 * The return requests of an update's fulfillments (update_target "item"): each fulfillment of type
 * Return with its return_request tag group. A tag missing or malformed names the path of what is
 * wrong; the same return id twice in one update is one request.
 */
export function returnRequestsOf(fulfillments: ReadonlyArray<{ type?: string; tags?: TagGroup[] }>): Parsed {
  const requests: NetworkReturnRequest[] = [];
  for (const [i, f] of fulfillments.entries()) {
    if (f.type !== 'Return') continue;
    const g = (f.tags ?? []).findIndex((t) => t.code === 'return_request');
    if (g < 0) return { invalid: { path: `message.order.fulfillments.${i}.tags`, message: 'A Return fulfillment carries its return_request' } };
    const values = Object.fromEntries(f.tags![g]!.list.map((t) => [t.code, t.value]));
    const parsed = requestTags.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return { invalid: { path: `message.order.fulfillments.${i}.tags.${g}.${issue.path.join('.')}`, message: issue.message } };
    }
    const t = parsed.data;
    if (requests.some((r) => r.id === t.id)) continue;
    requests.push({ id: t.id, itemId: t.item_id, quantity: Number(t.item_quantity), reasonId: t.reason_id, reasonDesc: t.reason_desc || null, images: t.images || null });
  }
  return { requests };
}

/** The note the shop's staff read with a network return: the buyer's words (or ONDC's reason's) and the photos' addresses, within the note's 500 characters. */
export function noteOf(request: NetworkReturnRequest, words: string): string {
  const said = request.reasonDesc ?? words;
  const note = request.images ? `${said}\nPhotos: ${request.images}` : said;
  return note.length <= 500 ? note : said.slice(0, 500);
}
