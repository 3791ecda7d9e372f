import type { Language } from '#shared/languages';
import type { TextChannel } from '#shared/schemas/mobile-sign-in';
import type { AdminAgentFarmerAsked, AdminAgentFarmerInput, AdminAgentFarmerList } from '#shared/schemas/field-agents';
import type { UserRow } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { AppError } from '#server/errors';
import { codeRefused, type AccountReads, type FarmerAccounts, type SignInCodes } from '#server/modules/accounts';
import type { CodeMessages } from '#server/modules/mail';
import { CodeNotSent } from '#server/modules/mail';
import type { OrderReads } from '#server/modules/orders';
import * as repo from './agents.repository.ts';

/** The code's own life (SIGN_IN_CODE_RULES.validMs): what the message tells him. */
const CODE_MINUTES = 5;
/** How many of his latest orders for his farmers an agent sees, in all. */
const ORDERS_SHOWN = 200;
/** And of each farmer's. */
const ORDERS_PER_FARMER = 5;

/**
 * A field agent's own farmers (docs/product-rules.md 55, docs/decisions/0070): he gives the
 * farmer's mobile (a new number with the farmer's name and language, as rule 53's orders do); a
 * one-time code goes to the farmer's phone; the farmer reads it out to him and he types it: the
 * farmer is his. The fifth wrong code ends it (SignInCodes). Only then may he order for that farmer.
 */
export class AgentFarmers {
  constructor(
    private readonly work: UnitOfWork,
    private readonly farmers: FarmerAccounts,
    private readonly codes: SignInCodes,
    private readonly messages: CodeMessages,
    private readonly orders: OrderReads,
    private readonly accounts: AccountReads,
    private readonly now: () => number,
  ) {}

  /** Sends the farmer the code that adds him to the agent's farmers. */
  async ask(agent: UserRow, input: AdminAgentFarmerInput): Promise<AdminAgentFarmerAsked> {
    const { farmer, created } = await this.farmers.findOrCreate(input.mobile, { name: input.name, language: input.language });
    const language = (created ? input.language : (farmer.language ?? input.language)) as Language;
    // The channels with the text in his language, or in English, as the message is sent (an order's consent asks so too).
    const channels = this.messages.channels('agent-link', language);
    const channel: TextChannel | undefined = channels.includes(farmer.text_channel) ? farmer.text_channel : channels[0];
    if (!channel) throw new AppError(503, 'code_not_sent', 'No SMS or WhatsApp provider is set up to ask the farmer: he cannot be added now.');
    const issued = await this.codes.issue(input.mobile, 'agent_link');
    if ('refused' in issued) throw codeRefused(issued.refused);
    try {
      await this.messages.sendAgentLink(input.mobile, channel, language, { agent: agent.name, code: issued.code, minutes: CODE_MINUTES });
    } catch (err) {
      if (err instanceof CodeNotSent) throw new AppError(503, 'code_not_sent', 'The code could not be sent to the farmer now. Please try again in a minute.');
      throw err;
    }
    await this.work.transaction(() =>
      this.work.recordChange({ action: 'agent_farmer.ask', entity: 'user', entityId: farmer.id, before: null, after: { agent_id: agent.id, farmer_new: created } }),
    );
    return { farmer: { id: farmer.id, name: farmer.name, mobile: farmer.mobile ?? input.mobile, isNew: created }, expiresAt: issued.expiresAt };
  }

  /** The code the farmer read out: he is the agent's, or the try is counted (the fifth wrong one ends it). */
  async confirm(agent: UserRow, mobile: string, code: string): Promise<AdminAgentFarmerList['farmers'][number]> {
    const farmer = await this.farmers.find(mobile);
    if (!farmer) throw new AppError(409, 'link_ended', 'No code was sent to this number: ask for one first.');
    const check = await this.codes.check(mobile, code, 'agent_link');
    if (check.outcome === 'wrong') {
      const message = `That code is not the one sent to the farmer. ${check.triesLeft} ${check.triesLeft === 1 ? 'try is' : 'tries are'} left.`;
      throw new AppError(400, 'link_code_wrong', message, { code: message }, { triesLeft: String(check.triesLeft) });
    }
    if (check.outcome === 'ended') throw new AppError(409, 'link_ended', 'The farmer\'s code has run out (too many wrong tries, or too old): he was not added. Ask again to send him a new code.');
    const at = new Date(this.now()).toISOString();
    await this.work.transaction(async () => {
      const added = await repo.insertAgentFarmer(this.work.db, { agent_id: agent.id, farmer_id: farmer.id, added_at: at });
      // He proved the number is his by reading its code out.
      await this.farmers.verified(farmer);
      await this.work.recordChange({ action: 'agent_farmer.add', entity: 'user', entityId: farmer.id, before: null, after: { agent_id: agent.id, added } });
    });
    const row = (await repo.findAgentFarmer(this.work.db, agent.id, farmer.id))!;
    return { id: farmer.id, name: farmer.name, mobile: farmer.mobile ?? mobile, addedAt: row.added_at, orders: [] };
  }

  /** Whether the agent keeps this farmer (AssistedOrders asks before a field agent's order). */
  async keeps(agentId: string, farmerId: string): Promise<boolean> {
    return !!(await repo.findAgentFarmer(this.work.db, agentId, farmerId));
  }

  /** His own farmers, with his latest orders for each and where they are. */
  async list(agent: UserRow): Promise<AdminAgentFarmerList> {
    const farmers = await repo.findFarmersOf(this.work.db, agent.id);
    const ids = farmers.map((f) => f.farmer_id);
    const contacts = await this.accounts.contactOf(ids);
    const orders = await this.orders.placedBy(agent.id, ids, ORDERS_SHOWN);
    return {
      farmers: farmers.map((f) => ({
        id: f.farmer_id,
        name: contacts.get(f.farmer_id)?.name ?? '',
        mobile: contacts.get(f.farmer_id)?.mobile ?? '',
        addedAt: f.added_at,
        orders: orders.filter((o) => o.userId === f.farmer_id).slice(0, ORDERS_PER_FARMER).map(({ userId: _userId, ...o }) => o),
      })),
    };
  }
}
