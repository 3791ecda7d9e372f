import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/schema';
import type { ActingStaff, ChangeLog, StaffActor, StaffChange } from '#server/db/staff-changes';
import { fieldChanges } from './changes.ts';
import { appendEntry } from './audit.repository.ts';

const REASON_LIMIT = 500;

/**
 * Appends to the audit log (docs/product-rules.md 50, docs/decisions/0065): each change a service
 * records during a staff write, in that write's transaction; and, in a write of their own, the
 * refusals (a role without the permission, a rule that said no) whose own transaction, if any,
 * was rolled back.
 */
export class AuditTrail implements ChangeLog {
  constructor(
    /** The database outside any transaction: a refusal's entry is written alone, after its request's work was undone. */
    private readonly root: Kysely<Database>,
    private readonly acting: ActingStaff,
    private readonly now: () => number,
  ) {}

  async record(trx: Transaction<Database> | undefined, change: StaffChange): Promise<void> {
    const actor = this.acting.recording();
    if (!actor) return;
    // A change recorded outside its transaction could stay in the log while the change itself
    // rolled back, or go missing while the change stays: the service must open one.
    if (!trx) throw new Error(`${change.action}: a staff change is recorded inside the transaction that makes it (UnitOfWork.transaction)`);
    const changes = fieldChanges(change.before, change.after);
    await appendEntry(trx, {
      ...this.who(actor),
      outcome: 'done',
      action: change.action,
      entity: change.entity,
      entity_id: change.entityId === null ? null : String(change.entityId),
      changes: changes.length > 0 ? JSON.stringify(changes) : null,
      reason: null,
    });
  }

  /** A staff route refused: who asked, what for (the record its address names), and why not (the error's code and message). */
  async refused(actor: StaffActor, code: string, message: string, params: Record<string, unknown> = {}): Promise<void> {
    const named = firstParam(params);
    await appendEntry(this.root, {
      ...this.who(actor),
      outcome: 'refused',
      action: code,
      entity: null,
      entity_id: named === undefined ? null : String(named).slice(0, 128),
      changes: null,
      reason: message.slice(0, REASON_LIMIT),
    });
  }

  /**
   * A staff write that succeeded without its service recording a change (one that reads a secret,
   * sends a mail again): the log still says who did it, when, and with which request fields, masked.
   */
  async unrecorded(actor: StaffActor, params: Record<string, unknown>, body: unknown): Promise<void> {
    const input = { ...params, ...(body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}) };
    const changes = fieldChanges(null, input);
    const named = firstParam(params);
    await appendEntry(this.root, {
      ...this.who(actor),
      outcome: 'done',
      action: actor.route,
      entity: null,
      entity_id: named === undefined ? null : String(named).slice(0, 128),
      changes: changes.length > 0 ? JSON.stringify(changes) : null,
      reason: null,
    });
  }

  private who(actor: StaffActor) {
    return {
      at: new Date(this.now()).toISOString(),
      actor_id: actor.userId,
      actor_label: actor.label,
      actor_role: actor.role,
      ip: actor.ip,
      route: actor.route,
    };
  }
}

/** The record a route's address names (its :id, :userId, :slug ...), if any. */
const firstParam = (params: Record<string, unknown>) => Object.values(params).find((v) => typeof v === 'string' || typeof v === 'number');
