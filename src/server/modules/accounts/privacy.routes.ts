import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Profile } from '#shared/schemas/auth';
import { MobileCodeSent } from '#shared/schemas/mobile-sign-in';
import { DeleteAccount as DeleteAccountBody, MarketingChoice, MyAccountData } from '#shared/schemas/privacy';
import { requireUser } from '#server/http/guards';
import { pageLanguage } from '#server/http/language';
import { clearSessionCookie } from '#server/http/session';
import type { AccountDataExport } from './account-data.workflow.ts';
import type { AuthService } from './auth.service.ts';
import type { DeleteAccount } from './delete-account.workflow.ts';

const NoContent = z.null().describe('No content');
const perAccount = (prefix: string) => (request: FastifyRequest) => (request.auth ? `${prefix}:${request.auth.user.id}` : `${prefix}-ip:${request.ip}`);

/**
 * /api/auth/marketing, /my-data, /delete-account: the account holder's own choices about his
 * personal data (docs/product-rules.md 37). Signed in only (401 first), each on the caller's own
 * account and never another's: no route takes an account id.
 */
export function privacyRoutes(auth: AuthService, exporter: AccountDataExport, deletion: DeleteAccount, { codesPerHour }: { codesPerHour: number }): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = async (request: FastifyRequest) => void requireUser(request);

    app.put('/marketing', { onRequest: signedIn, schema: { body: MarketingChoice, response: { 200: Profile } } }, async (request) =>
      auth.setMarketing(requireUser(request).id, request.body.optIn),
    );

    // A whole account's data in one answer: 10 an hour per account is plenty for its owner and
    // keeps a stolen session from turning it into a load on the database.
    app.get(
      '/my-data',
      { onRequest: signedIn, config: { rateLimit: { max: 10, timeWindow: '1 hour', keyGenerator: perAccount('my-data') } }, schema: { response: { 200: MyAccountData } } },
      async (request, reply) => {
        const data = await exporter.of(requireUser(request).id);
        reply.header('Content-Disposition', 'attachment; filename="hariyali-my-data.json"');
        // Personal data: never kept by a browser's cache or a proxy.
        reply.header('Cache-Control', 'no-store');
        return data;
      },
    );

    // Every code costs an SMS: the sign-in codes' limits per number and per address hold here too.
    app.post(
      '/delete-account/code',
      { onRequest: signedIn, config: { rateLimit: { max: codesPerHour, timeWindow: '1 hour' } }, schema: { response: { 200: MobileCodeSent } } },
      async (request) => deletion.sendCode(requireUser(request).id, await pageLanguage(request)),
    );

    app.post(
      '/delete-account',
      { onRequest: signedIn, config: { rateLimit: { max: 30, timeWindow: '1 hour', keyGenerator: perAccount('delete-account') } }, schema: { body: DeleteAccountBody, response: { 204: NoContent } } },
      async (request, reply) => {
        await deletion.delete(requireUser(request).id, request.body, request.ip);
        // Its sessions are gone with it: this browser forgets its cookie too.
        clearSessionCookie(request, reply);
        return reply.status(204).send(null);
      },
    );
  };
}
