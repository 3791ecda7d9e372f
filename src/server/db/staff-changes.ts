import { AsyncLocalStorage } from 'node:async_hooks';
import type { Transaction } from 'kysely';
import type { Database } from './schema.ts';

/** The staff account a request acts as, and where from (docs/product-rules.md 50). */
export interface StaffActor {
  userId: string;
  /** Its e-mail, else its mobile, else its name, as it is when it acts. */
  label: string;
  role: string | null;
  ip: string;
  /** The staff route called, "METHOD /api/admin/..." as its permission table names it. */
  route: string;
}

/**
 * One change a staff write made, as the service that made it knows it: what it did ("entity.verb"),
 * to which row, and the row's fields before and after (null for a row created or removed). The audit
 * log keeps only the fields that changed, with secrets masked (modules/audit/changes.ts).
 */
export interface StaffChange {
  action: string;
  entity: string;
  entityId: string | number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Where staff changes are written: the audit module's trail, inside the change's own transaction. */
export interface ChangeLog {
  record(trx: Transaction<Database> | undefined, change: StaffChange): Promise<void>;
}

interface Acting {
  actor: StaffActor;
  /** How many changes this request recorded: a staff write that recorded none is logged by its route. */
  recorded: number;
}

/**
 * Which staff account the code running now acts for: set around each staff write's handler
 * (http/staff-permissions.ts) and read by the audit log where a service records its change. Like
 * the unit of work's context it is switched off while no staff write runs: on Node 20 an enabled
 * AsyncLocalStorage costs every promise of the process (docs/decisions/0046).
 */
export class ActingStaff {
  readonly #store = new AsyncLocalStorage<Acting>();
  #running = 0;

  async run<T>(actor: StaffActor, work: () => Promise<T>): Promise<{ result: T; recorded: number }> {
    const acting: Acting = { actor, recorded: 0 };
    this.#running++;
    try {
      const result = await this.#store.run(acting, work);
      return { result, recorded: acting.recorded };
    } finally {
      if (--this.#running === 0) this.#store.disable();
    }
  }

  /** The actor of the staff write running now, counted as having recorded a change; none outside one. */
  recording(): StaffActor | undefined {
    const acting = this.#store.getStore();
    if (!acting) return undefined;
    acting.recorded++;
    return acting.actor;
  }
}
