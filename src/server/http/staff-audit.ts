import type { FastifyRequest, RouteOptions } from 'fastify';
import type { UserRow } from '#server/db/schema';
import type { ActingStaff, StaffActor } from '#server/db/staff-changes';
import { AppError } from '#server/errors';

/** What the staff guard writes to the audit log beside the services' own changes (the audit module's AuditTrail). */
export interface StaffAuditLog {
  refused(actor: StaffActor, code: string, message: string, params?: Record<string, unknown>): Promise<void>;
  unrecorded(actor: StaffActor, params: Record<string, unknown>, body: unknown): Promise<void>;
}

export interface StaffAudit {
  acting: ActingStaff;
  log: StaffAuditLog;
}

/** The account a staff request acts as, named as the audit log keeps it. */
export function actorOf(request: FastifyRequest, user: UserRow, route: string): StaffActor {
  return { userId: user.id, label: user.email ?? user.mobile ?? user.name, role: user.staff_role ?? null, ip: request.ip, route };
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Records a refused staff request (docs/product-rules.md 50): asked by a signed-in account and
 * answered 4xx by the guard or by the service's rules. A failure to write the entry is logged
 * and does not change the refusal the caller gets.
 */
export async function recordRefusal(audit: StaffAudit, request: FastifyRequest, route: string, err: unknown): Promise<void> {
  if (!(err instanceof AppError) || err.statusCode >= 500 || !request.auth) return;
  try {
    await audit.log.refused(actorOf(request, request.auth.user, route), err.code, err.message, (request.params ?? {}) as Record<string, unknown>);
  } catch (logErr) {
    request.log.error({ err: logErr }, 'a refused staff request could not be written to the audit log');
  }
}

/**
 * Runs a staff write's handler as its actor, so the services' changes land in the audit log in
 * their own transactions (db/staff-changes.ts). A write its services recorded nothing for is still
 * logged, with its request's fields; a 4xx it ends in is logged as refused.
 */
export function auditStaffWrite(route: RouteOptions, routeKey: string, audit: StaffAudit): void {
  if (![route.method].flat().some((m) => WRITES.has(m))) return;
  const handler = route.handler;
  route.handler = async function (this: unknown, request, reply) {
    const actor = actorOf(request, request.auth!.user, routeKey);
    try {
      const { result, recorded } = await audit.acting.run(actor, async () => handler.call(this as never, request, reply));
      if (recorded === 0 && reply.statusCode < 400) {
        // Written after the fact (the write committed already): failing here would only hide a done write from its caller.
        await audit.log.unrecorded(actor, (request.params ?? {}) as Record<string, unknown>, request.body).catch((logErr: unknown) => {
          request.log.error({ err: logErr, route: routeKey }, 'a staff write could not be written to the audit log');
        });
      }
      return result;
    } catch (err) {
      await recordRefusal(audit, request, routeKey, err);
      throw err;
    }
  };
}
