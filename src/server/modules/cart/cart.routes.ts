import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CART_PROBLEMS, type CartProblem } from '#shared/cart';
import { Cart, CartAddBody, CartQuantityBody } from '#shared/schemas/cart';
import { IdParams } from '#shared/schemas/params';
import { AppError } from '#server/errors';
import { pageLanguage } from '#server/http/language';
import { cartOwnerFor, cartOwnerOf } from './cart-cookie.ts';
import type { CartService } from './cart.service.ts';

const FORM = 'application/x-www-form-urlencoded';
const SeeOther = z.null().describe('A form sent without JavaScript: back to /cart (with ?problem= if it failed)');
/** Generous: many farmers share one address behind their mobile operator. */
const WRITE_LIMIT = { rateLimit: { max: 300, timeWindow: '1 minute' } };

const isForm = (request: FastifyRequest) => (request.headers['content-type'] ?? '').toLowerCase().startsWith(FORM);

/**
 * A page's JavaScript gets the cart back as JSON; a form sent without JavaScript is sent on to the
 * cart page (303, so a reload does not send it again), with what went wrong in ?problem=.
 */
async function answer(request: FastifyRequest, reply: FastifyReply, change: () => Promise<Cart>) {
  if (!isForm(request)) return change();
  let problem: CartProblem | undefined;
  try {
    await change();
  } catch (err) {
    if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
    problem = (CART_PROBLEMS as readonly string[]).includes(err.code) ? (err.code as CartProblem) : 'invalid';
  }
  return reply.redirect(problem ? `/cart?problem=${problem}` : '/cart', 303);
}

/** /api/store/cart: the cart the server keeps for the visitor or the account (docs/product-rules.md 11). */
export function cartRoutes(cart: CartService): FastifyPluginAsyncZod {
  return async (app) => {
    // Forms without JavaScript send their fields url-encoded; only these routes accept them.
    app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    // One visitor's cart is theirs alone: never kept by a shared cache.
    app.addHook('onSend', async (_request, reply) => void reply.header('Cache-Control', 'no-store'));

    app.get('/cart', { schema: { response: { 200: Cart } } }, async (request) => cart.read(cartOwnerOf(request), await pageLanguage(request)));

    app.post('/cart/items', { config: WRITE_LIMIT, schema: { body: CartAddBody, response: { 200: Cart, 303: SeeOther } } }, async (request, reply) =>
      answer(request, reply, async () => cart.add(cartOwnerFor(request, reply), request.body.productId, request.body.quantity, await pageLanguage(request))),
    );

    const setQuantity = { config: WRITE_LIMIT, schema: { params: IdParams, body: CartQuantityBody, response: { 200: Cart, 303: SeeOther } } };
    app.put('/cart/items/:id', setQuantity, async (request, reply) =>
      answer(request, reply, async () => cart.setQuantity(cartOwnerFor(request, reply), request.params.id, request.body.quantity, await pageLanguage(request))),
    );
    // The same for a form (HTML forms only send GET and POST): the cart page's buttons without JavaScript.
    app.post('/cart/items/:id', setQuantity, async (request, reply) =>
      answer(request, reply, async () => cart.setQuantity(cartOwnerFor(request, reply), request.params.id, request.body.quantity, await pageLanguage(request))),
    );

    app.delete('/cart/items/:id', { config: WRITE_LIMIT, schema: { params: IdParams, response: { 200: Cart } } }, async (request, reply) =>
      cart.setQuantity(cartOwnerFor(request, reply), request.params.id, 0, await pageLanguage(request)),
    );
  };
}
