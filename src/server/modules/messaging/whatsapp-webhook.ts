import { createHash, timingSafeEqual } from 'node:crypto';

// What Meta posts to the shop's WhatsApp webhook (/api/webhooks/whatsapp), subscribed to the
// "messages" field of the app's WhatsApp Business Account (Meta's "Webhooks" overview and its
// "Status messages webhook reference" and "Text messages webhook reference",
// developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/): `{ object:
// "whatsapp_business_account", entry: [{ id, changes: [{ field: "messages", value }] }] }`, where
// `value.statuses[]` reports on messages the shop sent (`id` the wamid Meta answered on sending,
// `status` sent, delivered, read or failed, `timestamp` in Unix seconds as a string,
// `recipient_id`, `errors[]` when failed) and `value.messages[]` are farmers' replies (`from`
// their number without "+", `type`, `text.body` for text). The route checks X-Hub-Signature-256
// (verifyWhatsAppSignature) before anything here reads the body.

export type WhatsAppStatus = 'sent' | 'delivered' | 'read' | 'failed';

export interface WhatsAppStatusUpdate {
  /** The message's wamid: WhatsAppCloud's providerId when it was sent. */
  providerId: string;
  status: WhatsAppStatus;
  at: Date;
  /** Meta's first error for a failed message: "131026 Message undeliverable". */
  error?: string;
}

export interface WhatsAppInbound {
  /** The farmer's number as the shop keeps it: +91 and 10 digits. */
  from: string;
  text: string;
  at: Date;
  /** The inbound message's wamid (Meta may post one twice: it names the duplicate). */
  providerId: string;
}

export interface WhatsAppWebhook {
  statuses: WhatsAppStatusUpdate[];
  inbound: WhatsAppInbound[];
}

/** The body is not a WhatsApp Business Account webhook: the route answers 400. */
export class WhatsAppWebhookError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WhatsAppWebhookError';
  }
}

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const STATUSES = new Set<string>(['sent', 'delivered', 'read', 'failed']);

/**
 * The statuses and the text replies in one webhook post. Other fields (template reviews, account
 * alerts), other statuses (a voice message "played"), other message types (photos, locations)
 * and an entry missing its id or time are left out, as are replies from numbers that are not
 * Indian mobiles (the shop has no account for them). Throws WhatsAppWebhookError when the body is
 * not `{ object: "whatsapp_business_account", entry: [...] }`.
 */
export function parseWhatsAppWebhook(body: unknown): WhatsAppWebhook {
  if (!isObject(body) || body.object !== 'whatsapp_business_account' || !Array.isArray(body.entry)) {
    throw new WhatsAppWebhookError('not a WhatsApp Business Account webhook');
  }
  const result: WhatsAppWebhook = { statuses: [], inbound: [] };
  for (const entry of body.entry) {
    if (!isObject(entry)) continue;
    for (const change of list(entry.changes)) {
      if (!isObject(change) || change.field !== 'messages' || !isObject(change.value)) continue;
      for (const status of list(change.value.statuses)) {
        const update = statusUpdate(status);
        if (update) result.statuses.push(update);
      }
      for (const message of list(change.value.messages)) {
        const inbound = inboundText(message);
        if (inbound) result.inbound.push(inbound);
      }
    }
  }
  return result;
}

function statusUpdate(status: unknown): WhatsAppStatusUpdate | undefined {
  if (!isObject(status) || typeof status.id !== 'string' || !status.id || typeof status.status !== 'string' || !STATUSES.has(status.status)) return undefined;
  const at = unixTime(status.timestamp);
  if (!at) return undefined;
  const update: WhatsAppStatusUpdate = { providerId: status.id, status: status.status as WhatsAppStatus, at };
  const error = list(status.errors).find(isObject);
  if (error) {
    const details = isObject(error.error_data) && typeof error.error_data.details === 'string' ? error.error_data.details : undefined;
    const words = [typeof error.code === 'number' || typeof error.code === 'string' ? String(error.code) : undefined, typeof error.title === 'string' ? error.title : typeof error.message === 'string' ? error.message : undefined];
    update.error = [words.filter(Boolean).join(' '), details].filter(Boolean).join(': ').slice(0, 300) || undefined;
    if (update.error === undefined) delete update.error;
  }
  return update;
}

function inboundText(message: unknown): WhatsAppInbound | undefined {
  if (!isObject(message) || typeof message.id !== 'string') return undefined;
  // A text, or the text of a quick-reply button the farmer tapped (type "button").
  const body = message.type === 'text' && isObject(message.text) ? message.text.body : message.type === 'button' && isObject(message.button) ? message.button.text : undefined;
  const from = indianMobile(message.from);
  const at = unixTime(message.timestamp);
  if (typeof body !== 'string' || !from || !at) return undefined;
  return { from, text: body, at, providerId: message.id };
}

/** WhatsApp's number, digits with the country code ("919822012345"), as +91 and 10 digits; undefined for any other. */
function indianMobile(waId: unknown): string | undefined {
  const match = typeof waId === 'string' ? /^\+?91([6-9][0-9]{9})$/.exec(waId) : null;
  return match ? `+91${match[1]}` : undefined;
}

function unixTime(value: unknown): Date | undefined {
  const seconds = typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : typeof value === 'number' && Number.isInteger(value) ? value : undefined;
  return seconds === undefined || seconds <= 0 ? undefined : new Date(seconds * 1000);
}

/**
 * A reply as compared with the opt-out and opt-in words: Unicode NFC, lower case, without
 * punctuation (Latin and the danda) or spaces, so "Stop.", " STOP ", "बंद  करो!" and "बंदकरो" read alike.
 */
function normalised(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/[\s\p{P}\p{S}।॥]+/gu, '');
}

const words = (...list: string[]) => new Set(list.map(normalised));

/**
 * Replies that ask the shop to stop its messages, in the shop's languages and as farmers type
 * them in Latin letters. The whole reply must be the word: "stop" inside a question about an
 * order is no opt-out. "Cancel" is left out on purpose: on a shop it asks about an order.
 */
const STOP_WORDS = words(
  'stop', 'stop all', 'stopall', 'unsubscribe', 'opt out', 'optout', 'stop messages',
  // Hindi: stop, stop it, close, close (it), stop the messages.
  'रोकें', 'रोके', 'रोको', 'रोक दो', 'रोक दें', 'बंद', 'बंद करो', 'बंद करें', 'बंद करे', 'बंद कर दो', 'बंद कर दें', 'मैसेज बंद करो', 'मैसेज बंद करें', 'संदेश बंद करें', 'संदेश बंद करो',
  'band', 'band karo', 'band kare', 'band karen', 'roko', 'roke', 'roken',
  // Marathi: stop (it), close (it), stop the messages.
  'थांबवा', 'थांबा', 'बंद करा', 'मेसेज बंद करा', 'मेसेज थांबवा', 'संदेश बंद करा', 'संदेश थांबवा',
  'thambva', 'thamba', 'band kara',
);

/** Replies that ask for the messages again after an opt-out. */
const START_WORDS = words(
  'start', 'unstop', 'subscribe',
  // Hindi: start, start (it).
  'शुरू', 'शुरू करो', 'शुरू करें', 'चालू करो', 'चालू करें', 'shuru', 'shuru karo', 'chalu karo',
  // Marathi: start (it), switch on.
  'सुरू करा', 'सुरु करा', 'चालू करा', 'सुरू', 'चालू', 'suru kara', 'chalu kara',
);

/** Whether a reply asks the shop to stop messaging the number (STOP, UNSUBSCRIBE, रोकें, बंद करो, थांबवा, ...). */
export const isStopWord = (text: string): boolean => STOP_WORDS.has(normalised(text));

/** Whether a reply asks for the messages again (START, शुरू करें, सुरू करा, ...). */
export const isStartWord = (text: string): boolean => START_WORDS.has(normalised(text));

/**
 * Meta's verification of the webhook's address (a GET when the owner saves it in the app's
 * WhatsApp → Configuration): with hub.mode "subscribe" and hub.verify_token equal to
 * WHATSAPP_VERIFY_TOKEN, the answer is hub.challenge as it came (the route sends it as
 * text/plain, 200); otherwise undefined (the route answers 403). The token is compared in
 * constant time; an empty one never matches, and a challenge other than Meta's short token of
 * letters and digits is not echoed.
 */
export function verifyChallenge(query: Record<string, unknown> | URLSearchParams, verifyToken: string): string | undefined {
  const get = (key: string): unknown => (query instanceof URLSearchParams ? (query.get(key) ?? undefined) : query[key]);
  const mode = get('hub.mode');
  const token = get('hub.verify_token');
  const challenge = get('hub.challenge');
  if (mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string' || !verifyToken) return undefined;
  if (!/^[A-Za-z0-9_.-]{1,200}$/.test(challenge)) return undefined;
  // Hashes of equal length, so neither the comparison nor its length says where they differ.
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(token), digest(verifyToken)) ? challenge : undefined;
}
