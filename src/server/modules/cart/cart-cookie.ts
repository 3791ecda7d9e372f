import type { FastifyReply, FastifyRequest } from 'fastify';
import { digestOf, isTokenShape, newToken, privateCookie } from '#server/http/bearer-token';
import type { CartOwner } from './cart.repository.ts';
import { VISITOR_CART_TTL_MS } from './cart.service.ts';

/** A visitor's cart is named by a random token in this HttpOnly cookie; the table holds its SHA-256. */
export const CART_COOKIE = 'hariyali_cart';

/** The visitor's cart id from the cookie, if it holds a token at all. */
export function visitorCartId(request: FastifyRequest): string | undefined {
  const token = request.cookies[CART_COOKIE];
  return isTokenShape(token) ? digestOf(token) : undefined;
}

/** Whose cart a request reads: the account's once signed in, else the visitor's, if any. */
export function cartOwnerOf(request: FastifyRequest): CartOwner | undefined {
  if (request.auth) return { userId: request.auth.user.id, group: request.auth.user.customer_group };
  const visitorId = visitorCartId(request);
  return visitorId ? { visitorId } : undefined;
}

/** Whose cart a request writes: a visitor without a cart gets a new token (and cookie) here. */
export function cartOwnerFor(request: FastifyRequest, reply: FastifyReply): CartOwner {
  const owner = cartOwnerOf(request);
  if (owner && 'userId' in owner) return owner;
  let token = request.cookies[CART_COOKIE];
  if (!isTokenShape(token)) token = newToken();
  // Sent again on every write: the cookie lasts as long as the cart is in use.
  reply.setCookie(CART_COOKIE, token, { ...privateCookie(request), maxAge: Math.floor(VISITOR_CART_TTL_MS / 1000) });
  return { visitorId: digestOf(token) };
}

/** Once the cart belongs to an account, the browser forgets the visitor's token. */
export function clearCartCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (request.cookies[CART_COOKIE] !== undefined) reply.clearCookie(CART_COOKIE, privateCookie(request));
}
