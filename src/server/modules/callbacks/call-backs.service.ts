import { randomUUID } from 'node:crypto';
import type { UnitOfWork } from '#server/db/unit-of-work';
import type { CallBackRequestRow } from '#server/db/schema';
import { AppError, notFound } from '#server/errors';
import { CALL_BACK_LIST_LIMIT, type AdminCallBack, type AdminCallBackDesk, type AdminCallBackList, type AdminCloseCallBack, type CallBackCaller, type CallBackSource } from '#shared/schemas/call-backs';
import type { Language } from '#shared/languages';
import * as repo from './call-backs.repository.ts';

/**
 * What the desk shows of the farmer behind a number, from the modules that own it (filled in
 * services.ts): his account (accounts), his farm (farm), his latest orders (orders). Undefined: a new caller.
 */
export interface CallerLookup {
  callerOf(mobile: string, language: Language): Promise<CallBackCaller | undefined>;
}
/** The names of agents (accounts) and of products (catalog), by id; an unknown id is left out. */
export interface CallBackNames {
  agents(ids: string[]): Promise<Map<string, string>>;
  products(ids: string[]): Promise<Map<string, string>>;
}
/** Holds the agent's account row for the transaction (accounts' lock): his two tabs' Take next wait for each other. */
export interface AgentLock {
  lock(agentId: string): Promise<void>;
}

/** One time a farmer asked to be called. */
export interface CallBackAsk {
  source: CallBackSource;
  /** +91 and 10 digits (the shared schemas' mobileField, or the webhook's number normalised). */
  mobile: string;
  interest?: string;
  productId?: string;
  /** When he asked (an Exotel call's start); default now. */
  at?: string;
  /** An Exotel call's CallSid: a second delivery of it changes nothing. */
  callSid?: string;
  /** The agent who entered it. */
  by?: string;
}

/** Thrown inside the fold's transaction to undo it: the CallSid was recorded by a delivery at the same moment. */
class AlreadyRecorded extends Error {}

/**
 * The call-centre's call-back queue (docs/product-rules.md 51, docs/decisions/0066): every way a
 * farmer asks to be called lands in one open request a number, which agents take oldest first,
 * one each, and close with how the call ended.
 */
export class CallBacks {
  constructor(
    private readonly work: UnitOfWork,
    private readonly now: () => number,
    private readonly names: CallBackNames,
    private readonly callers: CallerLookup,
    private readonly agents: AgentLock,
  ) {}

  /**
   * Records one ask, folded into the number's open request (a new one when none is open). A
   * product the catalogue no longer has is dropped, not refused: the farmer still wants his call.
   * Returns whether it was recorded now (false: its CallSid was recorded before).
   */
  async ask(input: CallBackAsk): Promise<boolean> {
    const nowIso = new Date(this.now()).toISOString();
    const productId = input.productId && (await this.names.products([input.productId])).has(input.productId) ? input.productId : null;
    try {
      return await this.work.transaction(async () => {
        if (input.callSid && (await repo.callSidRecorded(this.work.db, input.callSid))) return false;
        const at = input.at ?? nowIso;
        const request = await repo.foldIntoOpenRequest(this.work.db, { id: randomUUID(), mobile: input.mobile, at, interest: input.interest ?? null, productId, createdAt: nowIso });
        const recorded = await repo.insertCall(this.work.db, { id: randomUUID(), request_id: request.id, source: input.source, call_sid: input.callSid ?? null, at, created_by: input.by ?? null });
        // The same CallSid was recorded by another delivery between the check and here: undo the fold.
        if (!recorded) throw new AlreadyRecorded();
        // An agent's own entry is a staff write (docs/product-rules.md 50); a farmer's ask records nothing here.
        await this.work.recordChange({ action: 'call_back.add', entity: 'call_back', entityId: request.id, before: null, after: { mobile: input.mobile, source: input.source, interest: input.interest ?? null, product_id: productId } });
        return true;
      });
    } catch (err) {
      if (err instanceof AlreadyRecorded) return false;
      throw err;
    }
  }

  /** The open requests, oldest first, with how many are open and how many nobody holds. */
  async list(): Promise<AdminCallBackList> {
    const [rows, counts] = await Promise.all([repo.listOpen(this.work.db, CALL_BACK_LIST_LIMIT), repo.countOpen(this.work.db)]);
    return { items: await this.views(rows), ...counts };
  }

  /** The request the agent holds, with its caller; none: null. */
  async current(agentId: string, language: Language): Promise<AdminCallBackDesk> {
    return this.desk(await repo.findHeldBy(this.work.db, agentId), language);
  }

  /**
   * Take next: the request the agent holds, else the oldest one nobody holds, given to him
   * atomically (docs/decisions/0066): two agents at once never get the same one.
   */
  async takeNext(agentId: string, language: Language): Promise<AdminCallBackDesk> {
    const row = await this.work.transaction(async () => {
      await this.agents.lock(agentId);
      const held = await repo.findHeldBy(this.work.db, agentId);
      if (held) return held;
      // Another agent may take the row between the read and the take on PostgreSQL only when the
      // read did not lock it; it does (SKIP LOCKED), so one round is enough, and a second is a guard.
      for (let round = 0; round < 3; round++) {
        const id = await repo.lockOldestWaiting(this.work.db);
        if (!id) return undefined;
        if (await repo.assign(this.work.db, id, agentId, new Date(this.now()).toISOString())) {
          await this.work.recordChange({ action: 'call_back.take', entity: 'call_back', entityId: id, before: { assigned_to: null }, after: { assigned_to: agentId } });
          return repo.findRequest(this.work.db, id);
        }
      }
      return undefined;
    });
    return this.desk(row, language);
  }

  /** Closes the request with how the call ended; one another agent holds is his to close. */
  async close(id: string, agentId: string, input: AdminCloseCallBack): Promise<AdminCallBack> {
    const row = await this.work.transaction(async () => {
      if (await repo.close(this.work.db, id, agentId, new Date(this.now()).toISOString(), input.outcome, input.note || null)) {
        await this.work.recordChange({ action: 'call_back.close', entity: 'call_back', entityId: id, before: { outcome: null }, after: { outcome: input.outcome, note: input.note || null } });
        return repo.findRequest(this.work.db, id);
      }
      const current = await repo.findRequest(this.work.db, id);
      if (!current) throw notFound('This call-back request does not exist.');
      if (current.closed_at) throw new AppError(409, 'call_back_closed', 'This request was closed already. Take the next request.');
      const agent = (await this.names.agents([current.assigned_to!])).get(current.assigned_to!) ?? 'another agent';
      throw new AppError(409, 'call_back_taken', `Another agent (${agent}) is calling this farmer back. Take the next request instead.`, undefined, { agent });
    });
    return (await this.views([row!]))[0]!;
  }

  /** The request and the farmer found by its number, his crops' names in the agent's language. */
  private async desk(row: CallBackRequestRow | undefined, language: Language): Promise<AdminCallBackDesk> {
    if (!row) return { request: null, caller: null };
    const [[request], caller] = await Promise.all([this.views([row]), this.callers.callerOf(row.mobile, language)]);
    return { request: request!, caller: caller ?? null };
  }

  private async views(rows: CallBackRequestRow[]): Promise<AdminCallBack[]> {
    const ids = (pick: (r: CallBackRequestRow) => string | null) => [...new Set(rows.flatMap((r) => (pick(r) ? [pick(r)!] : [])))];
    const [sources, agents, products] = await Promise.all([
      repo.sourcesOf(this.work.db, rows.map((r) => r.id)),
      this.names.agents(ids((r) => r.assigned_to)),
      this.names.products(ids((r) => r.product_id)),
    ]);
    return rows.map((r) => ({
      id: r.id,
      mobile: r.mobile,
      sources: sources.get(r.id) ?? [],
      calls: Number(r.calls),
      firstCallAt: r.first_call_at,
      lastCallAt: r.last_call_at,
      interest: r.interest,
      product: r.product_id ? { id: r.product_id, name: products.get(r.product_id) ?? null } : null,
      assignedTo: r.assigned_to ? { id: r.assigned_to, name: agents.get(r.assigned_to) ?? null } : null,
      assignedAt: r.assigned_at,
      closedAt: r.closed_at,
      outcome: r.outcome,
      note: r.note,
    }));
  }
}
