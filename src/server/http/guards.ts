import type { FastifyRequest } from 'fastify';
import type { UserRow } from '#server/db/schema';
import { AppError } from '#server/errors';

/** The signed-in account, or a 401. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.auth) throw new AppError(401, 'unauthenticated', 'Please log in to continue.');
  return request.auth.user;
}

export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.type !== 'admin') throw new AppError(403, 'forbidden', 'Access Denied: You do not have administrative privileges.');
  return user;
}

export function requireVendor(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.type !== 'vendor') throw new AppError(403, 'forbidden', 'This page is for vendor accounts.');
  return user;
}
