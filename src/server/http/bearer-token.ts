import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Random tokens that a cookie carries and the database knows only by their SHA-256 (sessions,
 * visitors' carts: docs/decisions/0005, 0019), so a copy of the database names nothing usable.
 */
export const newToken = (): string => randomBytes(32).toString('base64url');
/** 32 random bytes in base64url: anything else was never one of ours. */
export const isTokenShape = (token: string | undefined): token is string => !!token && /^[A-Za-z0-9_-]{43}$/.test(token);
export const digestOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The shop's own cookies: never read by scripts, sent on same-site requests and links in, HTTPS-only over HTTPS. */
export const privateCookie = (request: FastifyRequest) => ({ httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https', path: '/' });
