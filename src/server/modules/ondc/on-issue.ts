import { z } from 'zod';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { dialectOf } from '#server/db/dialect-of';
import type { NetworkTicket } from '#server/modules/grievances';
import type { GrievanceCategory } from '#shared/schemas/grievances';
import { AGR10_DOMAIN } from './beckn-context.ts';
import type { CallbackContent, OwedRequest } from './ondc-callbacks.ts';
import { ondcError } from './ondc-errors.ts';
import type { OndcIdentity } from './ondc-identity.ts';
import * as issues from './ondc-issues.repository.ts';
import { queueUnsolicited } from './unsolicited.ts';
import type { IssueRequest, IssueStatusRequest, IssueSubCategory, RespondentAction } from './igm-messages.ts';

/** A ticket as the network is told of it (the grievances module's, filled in services.ts). */
export type IssueTicket = NetworkTicket;

/** Who answers for the shop's tickets: the grievance officer when named, else the shop; a phone as ONDC writes it (digits). */
export interface IssueRespondent {
  name: string;
  phone: string;
  email: string;
}

/** What the node needs of the shop's grievance desk (the grievances module and the site settings, wired in services.ts). */
export interface IssueDesk {
  /** Makes the ticket, in the caller's transaction. */
  open(complaint: { name: string; email: string | null; phone: string; orderId: string; category: GrievanceCategory; text: string }): Promise<{ id: string }>;
  /** The complainant closed the issue: an unsettled ticket is closed with his words. */
  closeByComplainant(ticketId: string, words: string): Promise<void>;
  /** The complainant escalated the issue through `via`, his buyer app: the shop's admins are told, in the caller's transaction. */
  escalateByComplainant(ticketId: string, via: string, words: string): Promise<void>;
  ticket(ticketId: string): Promise<IssueTicket | undefined>;
  /** null while the shop has neither an officer's nor its own phone and e-mail to give. */
  respondent(): Promise<IssueRespondent | null>;
}

/**
 * The shop's categories for ONDC's sub-categories: an item missing, short or not the one ordered
 * is the wrong item; its quality or expiry the product's quality; every fulfillment issue (the
 * address, a delay, the packaging, the courier's marks) the delivery.
 */
export const GRIEVANCE_CATEGORY_OF: Record<IssueSubCategory, GrievanceCategory> = {
  ITM01: 'wrong_item',
  ITM02: 'wrong_item',
  ITM03: 'wrong_item',
  ITM04: 'product_quality',
  ITM05: 'product_quality',
  FLM01: 'delivery',
  FLM02: 'delivery',
  FLM03: 'delivery',
  FLM04: 'delivery',
  FLM05: 'delivery',
  FLM06: 'delivery',
  FLM07: 'delivery',
  FLM08: 'delivery',
};

/**
 * ONDC's Issue & Grievance Management at the shop's node (docs/product-rules.md 62,
 * docs/decisions/0079): a buyer app's issue about one of its orders is a ticket on the shop's
 * grievance desk, with the rule's clocks; on_issue and on_issue_status say where the ticket
 * stands; a staff step on it (acknowledged, replied, resolved, closed) is pushed to the buyer app
 * as an on_issue_status from the outbox, queued in the step's own transaction.
 */
export class NetworkIssues {
  constructor(
    private readonly work: UnitOfWork,
    private readonly identity: OndcIdentity,
    private readonly desk: IssueDesk,
    private readonly now: () => number,
  ) {}

  /** on_issue: the issue filed (a ticket), escalated or closed (the same ticket), answered with where it stands. */
  readonly onIssue = async (request: OwedRequest): Promise<CallbackContent> => {
    const { context, message } = request as unknown as IssueRequest;
    const issue = message.issue;
    if (issue.order_details.provider_id !== this.identity.subscriberId) return { error: ondcError('30001', `No provider ${issue.order_details.provider_id} here`, 'message.issue.order_details.provider_id') };
    const latest = issue.issue_actions.complainant_actions.at(-1)!;
    const at = new Date(this.now()).toISOString();
    const outcome = await this.work.transaction(async (): Promise<{ ticketId: string } | { error: CallbackContent }> => {
      // Another buyer app's order is not found: each names only its own.
      const order = await issues.lockNetworkOrder(this.work.db, context.bap_id, issue.order_details.id, dialectOf(this.work.db) === 'postgres');
      if (!order) return { error: { error: ondcError('30018', `No order ${issue.order_details.id} of ${context.bap_id} here`, 'message.issue.order_details.id') } };
      const known = await issues.findIssue(this.work.db, context.bap_id, issue.id);
      if (known && known.order_id !== order.order_id) return { error: { error: ondcError('30000', `Issue ${issue.id} is about another order`, 'message.issue.order_details.id') } };
      let ticketId: string;
      // An escalation is told once, when the issue first turns to it: the same issue sent again is not a new escalation.
      const escalated = latest.complainant_action === 'ESCALATE' && known?.complainant_action !== 'ESCALATE';
      if (known) {
        await issues.updateIssue(this.work.db, context.bap_id, issue.id, { complainant_action: latest.complainant_action, context: JSON.stringify(context), updated_at: at });
        ticketId = known.grievance_id;
      } else {
        const person = issue.complainant_info;
        const words = [issue.description.short_desc, issue.description.long_desc].filter(Boolean).join('\n\n');
        const ticket = await this.desk.open({
          name: person.person.name.slice(0, 100),
          email: z.email().safeParse(person.contact.email).success ? person.contact.email! : null,
          phone: person.contact.phone,
          orderId: order.order_id,
          category: GRIEVANCE_CATEGORY_OF[issue.sub_category as IssueSubCategory],
          text: `ONDC ${issue.category} ${issue.sub_category}, issue ${issue.id} from ${context.bap_id}\n\n${words}`,
        });
        await issues.insertIssue(this.work.db, {
          bap_id: context.bap_id,
          issue_id: issue.id,
          grievance_id: ticket.id,
          order_id: order.order_id,
          bap_uri: context.bap_uri,
          category: issue.category,
          sub_category: issue.sub_category,
          complainant_action: latest.complainant_action,
          issue_created_at: issue.created_at,
          context: JSON.stringify(context),
          created_at: at,
          updated_at: at,
        });
        ticketId = ticket.id;
      }
      if (latest.complainant_action === 'CLOSE') await this.desk.closeByComplainant(ticketId, latest.short_desc.slice(0, 2000));
      if (escalated) await this.desk.escalateByComplainant(ticketId, context.bap_id, latest.short_desc.slice(0, 2000));
      return { ticketId };
    });
    if ('error' in outcome) return outcome.error;
    const answer = await this.answer(outcome.ticketId, issue.id, issue.created_at);
    if ('error' in answer) return answer;
    const { ticket, body } = answer;
    return {
      message: {
        issue: {
          ...body,
          // The rule's clocks as the ticket holds them: acknowledged within 48 hours, resolved within a month.
          expected_response_time: { duration: `PT${Math.round((Date.parse(ticket.ackDueAt) - Date.parse(ticket.createdAt)) / 3_600_000)}H` },
          expected_resolution_time: { duration: `P${Math.round((Date.parse(ticket.resolveDueAt) - Date.parse(ticket.createdAt)) / 86_400_000)}D` },
        },
      },
    };
  };

  /** on_issue_status: the ticket's state, who answers for it and, once resolved, the resolution the staff wrote. */
  readonly onIssueStatus = async (request: OwedRequest): Promise<CallbackContent> => {
    const { context, message } = request as unknown as IssueStatusRequest;
    const known = await issues.findIssue(this.work.db, context.bap_id, message.issue_id);
    if (!known) return { error: ondcError('30000', `No issue ${message.issue_id} of ${context.bap_id} here`, 'message.issue_id') };
    const answer = await this.answer(known.grievance_id, known.issue_id, known.issue_created_at);
    if ('error' in answer) return answer;
    const { ticket, body, respondent } = answer;
    const closed = ticket.status === 'closed' || known.complainant_action === 'CLOSE';
    return {
      message: {
        issue: {
          ...body,
          status: closed ? 'CLOSED' : 'OPEN',
          resolution_provider: {
            respondent_info: {
              type: 'TRANSACTION-COUNTERPARTY-NP',
              organization: this.actor(respondent),
              resolution_support: { gros: [{ gro_type: 'TRANSACTION-COUNTERPARTY-NP-GRO', person: { name: respondent.name }, contact: { phone: respondent.phone, email: respondent.email } }] },
            },
          },
          // The staff's resolution is words: what it did (a refund, a replacement) is the order's own steps, not triggered by it.
          ...(ticket.status === 'resolved' ? { resolution: { short_desc: (ticket.resolution ?? 'Resolved').slice(0, 1000), long_desc: ticket.resolution ?? undefined, action_triggered: 'NO-ACTION', action: 'RESOLVE' } } : {}),
        },
      },
    };
  };

  /**
   * A ticket's step told to the buyer app unsolicited: an acknowledgement, a reply, a resolution or
   * a staff close of a network ticket queues an on_issue_status in the step's transaction (the
   * outbox), answered in the issue's own context under a new message id; the worker sends it. The
   * complainant's own close is answered by its on_issue, not pushed again.
   */
  async changed(event: { step: string; ticket: { id: string } }): Promise<void> {
    if (!['acknowledged', 'replied', 'resolved', 'closed'].includes(event.step)) return;
    const known = await issues.findIssueOfGrievance(this.work.db, event.ticket.id);
    if (!known || (event.step === 'closed' && known.complainant_action === 'CLOSE')) return;
    const context = JSON.parse(known.context) as Record<string, unknown>;
    await queueUnsolicited(this.work.db, { action: 'issue_status', context, message: { issue_id: known.issue_id }, bapId: known.bap_id, bapUri: known.bap_uri, transactionId: String(context.transaction_id), now: this.now() });
  }

  /** The parts every answer shares: the issue's id, the respondent's actions from the ticket, its times. */
  private async answer(ticketId: string, issueId: string, issueCreatedAt: string): Promise<{ error: ReturnType<typeof ondcError> } | { ticket: IssueTicket; respondent: IssueRespondent; body: Record<string, unknown> }> {
    const [ticket, respondent] = await Promise.all([this.desk.ticket(ticketId), this.desk.respondent()]);
    if (!ticket) throw new Error(`The ticket ${ticketId} of issue ${issueId} is gone`);
    // The catalogue is not offered without the shop's phone and e-mail either (docs/product-rules.md 62).
    if (!respondent) return { error: ondcError('30017', 'The shop has no grievance contact set') };
    const by = this.actor(respondent);
    const actions: Array<{ respondent_action: RespondentAction; short_desc: string; updated_at: string; updated_by: typeof by }> = [
      { respondent_action: 'PROCESSING', short_desc: `Complaint ${ticket.number} registered: acknowledged by ${ticket.ackDueAt}, resolved by ${ticket.resolveDueAt}`, updated_at: ticket.createdAt, updated_by: by },
    ];
    // Each answer the staff sent (an acknowledgement, a further reply) is the shop still processing it; a resolution resolves it.
    for (const r of ticket.replies) {
      if (r.from !== 'staff' || r.step === 'close') continue;
      actions.push({ respondent_action: r.step === 'resolve' ? 'RESOLVED' : 'PROCESSING', short_desc: r.message.slice(0, 1000), updated_at: r.createdAt, updated_by: by });
    }
    if (ticket.resolvedAt && !ticket.resolution) actions.push({ respondent_action: 'RESOLVED', short_desc: 'Resolved', updated_at: ticket.resolvedAt, updated_by: by });
    return { ticket, respondent, body: { id: issueId, issue_actions: { respondent_actions: actions }, created_at: issueCreatedAt, updated_at: new Date(this.now()).toISOString() } };
  }

  /** The shop as an IGM actor: its organisation is "<subscriber id>::<domain>", as IGM 1.0.0 names a network participant. */
  private actor(respondent: IssueRespondent) {
    return { org: { name: `${this.identity.subscriberId}::${AGR10_DOMAIN}` }, contact: { phone: respondent.phone, email: respondent.email }, person: { name: respondent.name } };
  }
}
