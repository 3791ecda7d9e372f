import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/errors';
import { isStartWord, isStopWord, Msg91ReportError, parseMsg91Reports, parseWhatsAppWebhook, verifyChallenge, verifyWhatsAppSignature, WhatsAppWebhookError } from '#server/modules/messaging';
import type { TextReports } from './text-reports.ts';

/** The secrets the providers' webhooks are checked by; a provider without its secret has no webhook. */
export interface TextWebhookKeys {
  /** SMS_REPORT_TOKEN: MSG91's reports come to /api/webhooks/msg91/<token> (MSG91 signs none). */
  smsReportToken?: string;
  /** WHATSAPP_APP_SECRET (X-Hub-Signature-256) and WHATSAPP_VERIFY_TOKEN (the subscription's handshake). */
  whatsapp?: { appSecret: string; verifyToken?: string };
}

/**
 * A farmer's WhatsApp reply that stops or restarts the shop's offers (STOP, START, रोकें, ...):
 * the accounts module records it on the account of that number (docs/product-rules.md 37), filled
 * in services.ts, so this module never touches the accounts' tables (docs/decisions/0048).
 */
export interface MarketingReplies {
  stop(mobile: string, at: Date): Promise<void>;
  start(mobile: string, at: Date): Promise<void>;
}

const Received = z.object({ recorded: z.number().int(), unknown: z.number().int() });
const RawBody = z.custom<Buffer>((v) => Buffer.isBuffer(v)).describe('The provider\'s JSON (or form) body, kept as sent');
const FORM = 'application/x-www-form-urlencoded';

/** Equal in constant time (hashes of equal length, so the length says nothing either). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const notFound = () => new AppError(404, 'not_found', 'Not found');
const badReport = (err: unknown) => new AppError(400, 'bad_request', err instanceof Error ? err.message.slice(0, 200) : 'Not a report');

/**
 * /api/webhooks: the text providers' delivery reports (docs/decisions/0051). Neither reads a
 * session (session.ts skips /api/webhooks/): each is a server's call trusted by its secret only,
 * a wrong one answering as if there were no such address. A report only marks a message the
 * shop sent as delivered, read or failed; a WhatsApp reply of STOP or START changes the farmer's
 * consent to offers.
 */
export function textWebhookRoutes(reports: TextReports, keys: TextWebhookKeys, replies: MarketingReplies): FastifyPluginAsyncZod {
  return async (app) => {
    // Signatures are over the exact bytes sent: keep them; MSG91's older reports come as a form.
    app.addContentTypeParser(['application/json', FORM], { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));

    app.post('/msg91/:token', { schema: { params: z.object({ token: z.string().max(200) }), body: RawBody, response: { 200: Received } } }, async (request) => {
      if (!keys.smsReportToken || !sameSecret(request.params.token, keys.smsReportToken)) throw notFound();
      const raw = (request.body as Buffer).toString('utf8');
      let body: unknown = raw;
      if ((request.headers['content-type'] ?? '').startsWith(FORM)) body = Object.fromEntries(new URLSearchParams(raw));
      else {
        try {
          body = JSON.parse(raw);
        } catch {
          throw badReport(new Error('not JSON'));
        }
      }
      let parsed;
      try {
        parsed = parseMsg91Reports(body);
      } catch (err) {
        if (err instanceof Msg91ReportError) throw badReport(err);
        throw err;
      }
      return reports.record('sms', parsed.map((r) => ({ providerId: r.providerId, status: r.status, at: r.at?.toISOString(), error: r.error })));
    });

    // Meta's check of the address when the owner subscribes the app (WHATSAPP_VERIFY_TOKEN).
    app.get('/whatsapp', { schema: { response: { 200: z.string().describe('hub.challenge as Meta sent it (text/plain)') } } }, async (request, reply) => {
      const challenge = keys.whatsapp?.verifyToken ? verifyChallenge(request.query as Record<string, unknown>, keys.whatsapp.verifyToken) : undefined;
      if (!challenge) throw new AppError(403, 'forbidden', 'Verification failed');
      return reply.type('text/plain').send(challenge);
    });

    app.post('/whatsapp', { schema: { body: RawBody, response: { 200: Received } } }, async (request) => {
      const signature = request.headers['x-hub-signature-256'];
      if (!keys.whatsapp || !verifyWhatsAppSignature(request.body as Buffer, typeof signature === 'string' ? signature : undefined, keys.whatsapp.appSecret)) {
        throw new AppError(401, 'unauthenticated', 'Bad signature');
      }
      let parsed;
      try {
        parsed = parseWhatsAppWebhook(JSON.parse((request.body as Buffer).toString('utf8')));
      } catch (err) {
        if (err instanceof WhatsAppWebhookError || err instanceof SyntaxError) throw badReport(err);
        throw err;
      }
      // A STOP withdraws the consent to offers as easily as it was given; order messages go on (they are the service).
      for (const reply of parsed.inbound) {
        if (isStopWord(reply.text)) await replies.stop(reply.from, reply.at);
        else if (isStartWord(reply.text)) await replies.start(reply.from, reply.at);
      }
      return reports.record('whatsapp', parsed.statuses.map((s) => ({ providerId: s.providerId, status: s.status, at: s.at.toISOString(), error: s.error })));
    });
  };
}
