import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminGrievance } from '../../src/shared/schemas/grievances.ts';
import { onIssueSchema, onIssueStatusSchema } from '../../src/server/modules/ondc/igm-messages.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { confirmOndcOrder, ONDC_NODE, openOndcShop, pushedAfter, type OndcShop } from '../helpers/ondc-shop.ts';
import { startOndcBuyerAppStandIn, type OndcBuyerAppStandIn } from '../support/ondc-buyer-app-stand-in.ts';

// A buyer app's complaint about its order under ONDC's IGM 1.0.0 (docs/product-rules.md 62,
// docs/decisions/0079): a ticket on the shop's grievance desk, answered with on_issue and
// on_issue_status, the staff's steps pushed to the buyer app; each callback signed and checked
// against the IGM schemas.
describeEachDialect('an ONDC buyer app raises an issue about its order', (dialect) => {
  let shop: OndcShop;
  let other: OndcBuyerAppStandIn;
  let now = Date.parse('2026-12-10T04:30:00Z');
  const orders: Record<string, string> = {};

  /** A buyer app's order, confirmed through the node as a buyer app confirms it: the shop's order id. */
  const networkOrder = async (app: OndcBuyerAppStandIn, networkOrderId: string) => {
    const { body } = await confirmOndcOrder(shop, networkOrderId, { app });
    expect(body.error).toBeUndefined();
    const row = await shop.t.db.selectFrom('ondc_orders').select('order_id').where('bap_id', '=', app.subscriberId).where('network_order_id', '=', networkOrderId).executeTakeFirstOrThrow();
    return row.order_id;
  };

  beforeAll(async () => {
    shop = await openOndcShop(dialect, () => now);
    await shop.ready();
    other = await startOndcBuyerAppStandIn({ registry: shop.registry, now: () => now, subscriberId: 'other-buyer.example.in' });
    orders.mine = await networkOrder(shop.buyerApp, 'O-1001');
    orders.theirs = await networkOrder(other, 'O-2002');
  });
  afterAll(async () => {
    await other?.close();
    await shop?.close();
  });

  const context = (action: 'issue' | 'issue_status', app = shop.buyerApp) => app.context(action, { core_version: '1.0.0', bpp_id: ONDC_NODE.subscriberId, bpp_uri: ONDC_NODE.subscriberUrl, ttl: 'PT1H' });
  const complainant = { org: { name: 'buyer.example.in::ONDC:AGR10' }, contact: { phone: '9876543210', email: 'care@buyer.example.in' }, person: { name: 'Suresh Jadhav' } };
  const issue = (id: string, orderId: string, extra: Record<string, unknown> = {}, actions: Array<'OPEN' | 'ESCALATE' | 'CLOSE'> = ['OPEN']) => ({
    id,
    category: 'ITEM',
    sub_category: 'ITM04',
    complainant_info: { person: { name: 'Suresh Jadhav' }, contact: { phone: '9876543210', email: 'suresh@example.in' } },
    order_details: { id: orderId, state: 'Completed', items: [{ id: shop.ids['Premium Wheat Seeds']!, quantity: 1 }], fulfillments: [{ id: 'delivery', state: 'Order-delivered' }], provider_id: ONDC_NODE.subscriberId },
    description: { short_desc: 'Seeds did not germinate', long_desc: 'Less than a third of the packet came up after sowing.' },
    source: { network_participant_id: 'buyer.example.in', type: 'CONSUMER' },
    expected_response_time: { duration: 'PT2H' },
    expected_resolution_time: { duration: 'P1D' },
    status: actions.at(-1) === 'CLOSE' ? 'CLOSED' : 'OPEN',
    issue_type: 'ISSUE',
    issue_actions: { complainant_actions: actions.map((a) => ({ complainant_action: a, short_desc: a === 'CLOSE' ? 'Settled with the seller' : a === 'ESCALATE' ? 'No answer in two days: I want a replacement' : 'Complaint created', updated_at: new Date(now).toISOString(), updated_by: complainant })) },
    created_at: '2026-12-10T04:29:00.000Z',
    updated_at: new Date(now).toISOString(),
    ...extra,
  });
  /** Sends a call, expects its ACK, runs the worker and returns the callback the buyer app received. */
  const call = async (action: 'issue' | 'issue_status', message: unknown, app = shop.buyerApp) => {
    const res = await app.send(shop.node, action, { context: context(action, app), message });
    expect(res.json).toEqual({ message: { ack: { status: 'ACK' } } });
    await shop.t.app.sendOndcCallbacks();
    const callback = app.callbacks().at(-1)!;
    expect(callback).toMatchObject({ action: `on_${action}`, signed: true });
    const schema = action === 'issue' ? onIssueSchema : onIssueStatusSchema;
    expect(schema.safeParse(callback.body).error?.issues ?? []).toEqual([]);
    expect(callback.body.context).toMatchObject({ action: `on_${action}`, core_version: '1.0.0', domain: 'ONDC:AGR10', bpp_id: ONDC_NODE.subscriberId });
    return callback.body;
  };
  const ticketOf = async (issueId: string) => {
    const row = await shop.t.db.selectFrom('ondc_issues').select('grievance_id').where('issue_id', '=', issueId).executeTakeFirstOrThrow();
    const res = await shop.http.call('GET', `/api/admin/grievances/${row.grievance_id}`, { cookie: shop.admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminGrievance>();
  };

  it('an issue about the buyer app\'s order is a ticket from ONDC with the right category and the rule\'s clocks, answered PROCESSING', async () => {
    const body = await call('issue', { issue: issue('I-1', 'O-1001') });
    const answered = body.message.issue;
    expect(answered).toMatchObject({ id: 'I-1', created_at: '2026-12-10T04:29:00.000Z', expected_response_time: { duration: 'PT48H' } });
    expect(answered.issue_actions.respondent_actions).toEqual([
      expect.objectContaining({ respondent_action: 'PROCESSING', updated_by: { org: { name: `${ONDC_NODE.subscriberId}::ONDC:AGR10` }, contact: { phone: '9822012345', email: 'help@hariyali.example.in' }, person: { name: 'Hariyali Agro Private Limited' } } }),
    ]);
    const ticket = await ticketOf('I-1');
    expect(ticket).toMatchObject({ source: 'ondc', category: 'product_quality', status: 'open', escalation: null, customer: { userId: null, name: 'Suresh Jadhav', email: 'suresh@example.in', mobile: '+919876543210' } });
    expect(ticket.text).toContain('Seeds did not germinate');
    expect(Date.parse(ticket.ackDueAt) - Date.parse(ticket.createdAt)).toBe(48 * 3_600_000);
    const row = await shop.t.db.selectFrom('grievances').select('order_id').where('id', '=', ticket.id).executeTakeFirstOrThrow();
    expect(row.order_id).toBe(orders.mine);
    // The complainant hears from his buyer app: the shop sends him no e-mail or text of its own.
    expect(await shop.t.db.selectFrom('message_outbox').select('event_key').where('event_key', 'like', `grievance-created:${ticket.id}%`).execute()).toEqual([]);
  });

  it('a fulfillment issue is the delivery\'s; the grievance officer answers for the shop once named', async () => {
    const officer = await shop.http.call('PUT', '/api/admin/site-settings', {
      cookie: shop.admin,
      body: { phone: '9822012345', email: 'help@hariyali.example.in', addressEn: '', addressHi: '', addressMr: '', openDays: [], opensAt: '', closesAt: '', grievanceName: 'Anita Kulkarni', grievanceDesignation: 'Grievance Officer', grievancePhone: '9822098220', grievanceEmail: 'grievance@hariyali.example.in' },
    });
    expect(officer.statusCode, officer.body).toBe(200);
    now += 61_000; // the site settings are read at most once a minute
    // A buyer app without the customer's e-mail may send an empty one: the complaint is taken, without it.
    const noEmail = { person: { name: 'Suresh Jadhav' }, contact: { phone: '9876543210', email: '' } };
    const body = await call('issue', { issue: issue('I-2', 'O-1001', { category: 'FULFILLMENT', sub_category: 'FLM02', complainant_info: noEmail }) });
    expect(body.message.issue.issue_actions.respondent_actions[0].updated_by).toMatchObject({ contact: { phone: '9822098220', email: 'grievance@hariyali.example.in' }, person: { name: 'Anita Kulkarni' } });
    expect(await ticketOf('I-2')).toMatchObject({ category: 'delivery', customer: { email: null, mobile: '+919876543210' } });
  });

  it('issue_status answers from the ticket: PROCESSING while open, the acknowledgement once acknowledged', async () => {
    let status = (await call('issue_status', { issue_id: 'I-1' })).message.issue;
    expect(status).toMatchObject({ id: 'I-1', status: 'OPEN', resolution_provider: { respondent_info: { type: 'TRANSACTION-COUNTERPARTY-NP' } } });
    expect(status.resolution).toBeUndefined();
    expect(status.issue_actions.respondent_actions.map((a: { respondent_action: string }) => a.respondent_action)).toEqual(['PROCESSING']);

    const ticket = await ticketOf('I-1');
    const ack = await shop.http.call('POST', `/api/admin/grievances/${ticket.id}/acknowledge`, { cookie: shop.admin, body: { message: 'We are checking the seed lot of your packet.' } });
    expect(ack.statusCode, ack.body).toBe(200);
    status = (await call('issue_status', { issue_id: 'I-1' })).message.issue;
    expect(status.issue_actions.respondent_actions.at(-1)).toMatchObject({ respondent_action: 'PROCESSING', short_desc: 'We are checking the seed lot of your packet.' });
  });

  it('a staff reply on the acknowledged ticket is pushed as the shop still processing it, with the reply\'s words', async () => {
    const ticket = await ticketOf('I-1');
    now += 60_000; // a minute later: the answers are told in the order they were sent
    const pushed = await pushedAfter(shop, async () => {
      const replied = await shop.http.call('POST', `/api/admin/grievances/${ticket.id}/replies`, { cookie: shop.admin, body: { message: 'The lot was tested again: germination 71%, below the label.' } });
      expect(replied.statusCode, replied.body).toBe(200);
    });
    expect(pushed.map((c) => c.action)).toEqual(['on_issue_status']);
    expect(onIssueStatusSchema.safeParse(pushed[0]!.body).error?.issues ?? []).toEqual([]);
    expect(pushed[0]!.body.message.issue.status).toBe('OPEN');
    expect(pushed[0]!.body.message.issue.issue_actions.respondent_actions.map((a: { respondent_action: string; short_desc: string }) => [a.respondent_action, a.short_desc])).toEqual([
      ['PROCESSING', expect.stringMatching(/^Complaint GR-\d+ registered/)],
      ['PROCESSING', 'We are checking the seed lot of your packet.'],
      ['PROCESSING', 'The lot was tested again: germination 71%, below the label.'],
    ]);
  });

  it('a staff resolve pushes on_issue_status RESOLVED with the staff\'s resolution to the buyer app, signed, unasked', async () => {
    const ticket = await ticketOf('I-1');
    now += 60_000;
    const before = shop.buyerApp.callbacks().length;
    const resolved = await shop.http.call('POST', `/api/admin/grievances/${ticket.id}/resolve`, { cookie: shop.admin, body: { message: 'A replacement packet from another lot is on its way.' } });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const queued = await shop.t.db.selectFrom('ondc_messages').selectAll().where('direction', '=', 'out').where('action', '=', 'on_issue_status').where('status', '=', 'pending').execute();
    expect(queued).toHaveLength(1);
    await shop.t.app.sendOndcCallbacks();
    const pushed = shop.buyerApp.callbacks().slice(before);
    expect(pushed).toHaveLength(1);
    expect(pushed[0]).toMatchObject({ action: 'on_issue_status', signed: true });
    expect(onIssueStatusSchema.safeParse(pushed[0]!.body).error?.issues ?? []).toEqual([]);
    const issueNow = pushed[0]!.body.message.issue;
    expect(issueNow.issue_actions.respondent_actions.at(-1)).toMatchObject({ respondent_action: 'RESOLVED', short_desc: 'A replacement packet from another lot is on its way.' });
    expect(issueNow.resolution).toMatchObject({ short_desc: 'A replacement packet from another lot is on its way.', action: 'RESOLVE' });
    // A new message in the issue's own transaction, never one of the buyer app's message ids.
    const first = shop.buyerApp.callbacks().find((c) => c.action === 'on_issue' && c.body.message?.issue?.id === 'I-1')!;
    expect(pushed[0]!.body.context.transaction_id).toBe(first.body.context.transaction_id);
    expect(pushed[0]!.body.context.message_id).not.toBe(first.body.context.message_id);
  });

  it('the same issue id again (an escalation, then a close) updates the one ticket; a replayed call is answered once', async () => {
    const count = async () => Number((await shop.t.db.selectFrom('grievances').select((eb) => eb.fn.countAll().as('n')).where('source', '=', 'ondc').executeTakeFirstOrThrow()).n);
    const tickets = await count();
    const notices = () => shop.t.db.selectFrom('message_outbox').select(['recipient', 'subject', 'language']).where('kind', '=', 'grievance-escalated').execute();
    expect(await notices()).toEqual([]);
    const escalated = await call('issue', { issue: issue('I-2', 'O-1001', { category: 'FULFILLMENT', sub_category: 'FLM02' }, ['OPEN', 'ESCALATE']) });
    expect(escalated.message.issue.id).toBe('I-2');
    expect(await count()).toBe(tickets);
    // The ticket takes no step for it, but the shop's admins hear of the escalation, for the grievance officer.
    const told = await notices();
    expect(told.length).toBeGreaterThan(0);
    const number = (await ticketOf('I-2')).number;
    expect(told.map((n) => n.subject)).toEqual(told.map(() => `Complaint ${number} escalated through ${shop.buyerApp.subscriberId}`));
    // The desk shows it on the ticket: when, and the complainant's words.
    const escalation = { at: new Date(now).toISOString(), words: 'No answer in two days: I want a replacement' };
    expect((await ticketOf('I-2')).escalation).toEqual(escalation);
    // The same escalated issue sent again is not a new escalation; nor is one sent back to OPEN and escalated again (a ticket is told once).
    await call('issue', { issue: issue('I-2', 'O-1001', { category: 'FULFILLMENT', sub_category: 'FLM02' }, ['OPEN', 'ESCALATE']) });
    expect(await notices()).toHaveLength(told.length);
    await call('issue', { issue: issue('I-2', 'O-1001', { category: 'FULFILLMENT', sub_category: 'FLM02' }, ['OPEN']) });
    now += 60_000;
    await call('issue', { issue: issue('I-2', 'O-1001', { category: 'FULFILLMENT', sub_category: 'FLM02' }, ['OPEN', 'ESCALATE']) });
    expect(await notices()).toHaveLength(told.length);
    expect((await ticketOf('I-2')).escalation).toEqual(escalation);

    const body = { context: context('issue'), message: { issue: issue('I-2', 'O-1001', { category: 'FULFILLMENT', sub_category: 'FLM02' }, ['OPEN', 'ESCALATE', 'CLOSE']) } };
    const before = shop.buyerApp.callbacks().length;
    expect((await shop.buyerApp.send(shop.node, 'issue', body)).json).toEqual({ message: { ack: { status: 'ACK' } } });
    expect((await shop.buyerApp.send(shop.node, 'issue', body)).json).toEqual({ message: { ack: { status: 'ACK' } } });
    await shop.t.app.sendOndcCallbacks();
    expect(shop.buyerApp.callbacks().slice(before).map((c) => c.action)).toEqual(['on_issue']);
    expect(await count()).toBe(tickets);
    expect((await ticketOf('I-2')).status).toBe('closed');
    expect(await notices()).toHaveLength(told.length);
    expect((await call('issue_status', { issue_id: 'I-2' })).message.issue.status).toBe('CLOSED');
  });

  it('an issue naming another buyer app\'s order is refused with ONDC\'s "order not found", and no ticket is made', async () => {
    const tickets = await shop.t.db.selectFrom('grievances').select('id').execute();
    const body = await call('issue', { issue: issue('I-3', 'O-2002') });
    expect(body.error).toMatchObject({ code: '30018', path: 'message.issue.order_details.id' });
    expect(body.message).toBeUndefined();
    expect(await shop.t.db.selectFrom('grievances').select('id').execute()).toHaveLength(tickets.length);
    // The other buyer app asking for an issue of this one's finds nothing either.
    const status = await call('issue_status', { issue_id: 'I-1' }, other);
    expect(status.error).toMatchObject({ code: '30000', path: 'message.issue_id' });
  });

  it('a malformed issue is a NACK 30000 naming the field, and nothing is owed', async () => {
    const before = await shop.t.db.selectFrom('ondc_messages').select('id').where('direction', '=', 'out').execute();
    const { complainant_info: _, ...withoutComplainant } = issue('I-4', 'O-1001');
    const missing = await shop.buyerApp.send(shop.node, 'issue', { context: context('issue'), message: { issue: withoutComplainant } });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ message: { ack: { status: 'NACK' } }, error: { code: '30000', path: 'message.issue.complainant_info' } });
    const wrongSub = await shop.buyerApp.send(shop.node, 'issue', { context: context('issue'), message: { issue: issue('I-4', 'O-1001', { sub_category: 'FLM02' }) } });
    expect(wrongSub.json).toMatchObject({ error: { code: '30000', path: 'message.issue.sub_category' } });
    const retail = await shop.buyerApp.send(shop.node, 'issue', { context: { ...context('issue'), core_version: '1.2.0' }, message: { issue: issue('I-4', 'O-1001') } });
    expect(retail.json).toMatchObject({ error: { code: '30000', path: 'context.core_version' } });
    expect(await shop.t.db.selectFrom('ondc_messages').select('id').where('direction', '=', 'out').execute()).toHaveLength(before.length);
  });

  it('a ticket the staff close without resolving it is pushed CLOSED; the complainant\'s own close is not pushed back', async () => {
    await call('issue', { issue: issue('I-5', 'O-1001') });
    const ticket = await ticketOf('I-5');
    const pushed = await pushedAfter(shop, async () => {
      const closed = await shop.http.call('POST', `/api/admin/grievances/${ticket.id}/close`, { cookie: shop.admin, body: { message: 'A duplicate of GR-000001' } });
      expect(closed.statusCode, closed.body).toBe(200);
    });
    expect(pushed.map((c) => c.action)).toEqual(['on_issue_status']);
    expect(pushed[0]!.body.message.issue).toMatchObject({ id: 'I-5', status: 'CLOSED' });
    // The desk's own note on a close is not an answer to the buyer.
    expect(JSON.stringify(pushed[0]!.body)).not.toContain('A duplicate of');
  });
});
