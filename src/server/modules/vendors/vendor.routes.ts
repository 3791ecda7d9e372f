import type { FastifyInstance } from 'fastify';
import { requireVendor } from '../../http/guards.ts';
import type { AuthService } from '../auth/auth.service.ts';

/** Everything under /api/vendor: signed-in vendors only. */
export function vendorRoutes(deps: { auth: AuthService }) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.addHook('onRequest', async (request) => {
      requireVendor(request);
    });
    // The vendor's account and business profile, with its approval status (DECISIONS.md 9).
    app.get('/profile', async (request) => deps.auth.profile(request.auth!.user.id));
  };
}
