import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError, parseInput } from '#server/errors';
import type { BecknRequestAction } from './beckn-context.ts';
import type { OndcInbox } from './ondc-inbox.ts';
import { siteVerificationHtml } from './site-verification.ts';
import { answerChallenge, ChallengeError } from './subscribe-challenge.ts';

/**
 * The calls that only ask (a catalogue, a quote, an order's state): the row each leaves owes the
 * buyer app an answer and nothing else, so their ACK does not wait for the disk; the rest (confirm,
 * cancel, update, issue) carry what the buyer app committed to and wait (docs/decisions/0081).
 */
const ASKING: ReadonlySet<BecknRequestAction> = new Set(['search', 'select', 'init', 'status', 'track', 'issue_status']);

/** The largest call the node reads: a search or an order is a few KB; a cart of many lines stays far below. */
const BODY_LIMIT = 256 * 1024;
/** Calls a minute from one address: a gateway forwards every buyer app's searches, so it is generous. */
const CALLS_PER_MINUTE = 6000;

const OnSubscribeBody = z.object({ subscriber_id: z.string().min(1).max(255), challenge: z.string().min(1).max(4096) });
const DocumentParams = z.object({ orderId: z.string().min(1).max(64), documentId: z.string().min(1).max(64), token: z.string().min(1).max(64) });
/** Document downloads a minute from one address: a buyer app fetches an order's invoice, not thousands. */
const DOCUMENTS_PER_MINUTE = 120;

/** A network order's tax document by the link the node gave (OndcNode.document). */
export type NetworkDocument = (orderId: string, documentId: string, token: string) => Promise<{ number: string; pdf: Uint8Array } | undefined>;

export interface OnSubscribeKeys {
  subscriberId: string;
  encryptionPrivateKey: string;
  /** The registry's: without it, a challenge cannot be answered. */
  registryEncryptionPublicKey?: string;
}

/**
 * /ondc: the seller node's address on the network (docs/decisions/0077). Each action's body is
 * read as the exact bytes received, since the signature is over them (the JSON is parsed after it
 * is checked); no session, no CSRF check: the network signs its calls, browsers never make them.
 */
export function ondcRoutes(inbox: OndcInbox, actions: readonly BecknRequestAction[], keys: OnSubscribeKeys, document: NetworkDocument): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));
    for (const action of actions) {
      app.post(`/${action}`, { config: { rateLimit: { max: CALLS_PER_MINUTE, timeWindow: 60_000 }, answeredBeforeDisk: ASKING.has(action) } }, async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = (name: string) => {
          const value = request.headers[name];
          return Array.isArray(value) ? value[0] : value;
        };
        const answer = await inbox.receive(action, raw, { authorization: header('authorization'), gatewayAuthorization: header('x-gateway-authorization') });
        if (answer.wwwAuthenticate) void reply.header('www-authenticate', answer.wwwAuthenticate);
        return reply.status(answer.status).send(answer.body);
      });
    }

    // A network order's invoice or credit note, for the buyer app and its farmer (docs/decisions/0080):
    // the link is the permission; any link the node did not give is "not found", telling nothing.
    app.get('/documents/:orderId/:documentId/:token', { config: { rateLimit: { max: DOCUMENTS_PER_MINUTE, timeWindow: 60_000 } } }, async (request, reply) => {
      const { orderId, documentId, token } = parseInput(DocumentParams, request.params);
      const found = await document(orderId, documentId, token);
      if (!found) throw new AppError(404, 'not_found', 'Document not found');
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${found.number.replace(/\//g, '-')}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(found.pdf));
    });

    // The registry's challenge when the shop subscribes ("Onboarding of Participants", step 6):
    // answered with the challenge decrypted by the key only the shop holds.
    app.post('/on_subscribe', { config: { rateLimit: { max: 60, timeWindow: 60_000 } } }, async (request) => {
      let body: unknown;
      try {
        body = JSON.parse((request.body as Buffer).toString('utf8'));
      } catch {
        throw new AppError(400, 'invalid_json', 'The body is not JSON');
      }
      const { subscriber_id: subscriberId, challenge } = parseInput(OnSubscribeBody, body);
      if (subscriberId !== keys.subscriberId) throw new AppError(400, 'validation_failed', `This node is ${keys.subscriberId}`, { subscriber_id: `This node is ${keys.subscriberId}` });
      if (!keys.registryEncryptionPublicKey) throw new AppError(503, 'ondc_not_configured', 'The registry\'s encryption key is not known: set ONDC_REGISTRY_ENCRYPTION_PUBLIC_KEY');
      try {
        return answerChallenge({ challenge, ourEncryptionPrivateKey: keys.encryptionPrivateKey, registryEncryptionPublicKey: keys.registryEncryptionPublicKey });
      } catch (err) {
        if (err instanceof ChallengeError) throw new AppError(400, 'validation_failed', err.message, { challenge: err.message });
        throw err;
      }
    });
  };
}

/**
 * /ondc-site-verification.html at the root of the shop's domain, which the registry reads before
 * it accepts the subscription: the subscription's request_id signed with the shop's key.
 */
export function ondcSiteVerificationRoute(requestId: string, signingPrivateKey: string): FastifyPluginAsync {
  const html = siteVerificationHtml(requestId, signingPrivateKey);
  return async (app) => {
    app.get('/ondc-site-verification.html', async (_request, reply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html));
  };
}
