import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminCallBack, AdminCallBackDesk, AdminCallBackList } from '../../src/shared/schemas/call-backs.ts';
import type { StaffRole } from '../../src/shared/staff-roles.ts';
import { signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { openSeededShop, PUNE, type SeededShop } from '../helpers/shop.ts';

// The call-centre's call-back queue (docs/product-rules.md 51, docs/decisions/0066) on both
// databases. The test plays Exotel: it sends the GET its Passthru applet sends ("Working with
// Passthru Applet", support.exotel.com/support/solutions/articles/48283), with the query
// parameters it documents. The app's clock is 10:00 in India on 4 December 2026, whatever the real date.
const TOKEN = 'exotel-passthru-secret-0123456789';
const TEN_AM_IST = Date.parse('2026-12-04T04:30:00Z');

describeEachDialect('the call-back queue', (dialect) => {
  let shop: SeededShop;
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let now = TEN_AM_IST;
  const logs: string[] = [];
  const agents = {} as Record<'asha' | 'ravi' | 'meena' | 'kiran' | 'dispatcher', { cookie: string; id: string }>;

  const staff = async (role: StaffRole, name: string) => {
    const { cookie, email } = await signInAsAdmin(t, name);
    const { id } = await t.db.updateTable('users').set({ staff_role: role }).where('email', '=', email).returning('id').executeTakeFirstOrThrow();
    return { cookie, id };
  };

  beforeAll(async () => {
    shop = await openSeededShop(dialect, { clock: () => now, telephonyWebhookToken: TOKEN, log: { level: 'info', stream: { write: (line: string) => void logs.push(line) } } });
    ({ t, http } = shop);
    agents.asha = await staff('call_centre', 'Asha Agent');
    agents.ravi = await staff('call_centre', 'Ravi Agent');
    agents.meena = await staff('support', 'Meena Support');
    agents.kiran = await staff('manager', 'Kiran Manager');
    agents.dispatcher = await staff('dispatcher', 'Dinesh Dispatcher');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Exotel's Passthru request: a GET, the call's details as query parameters. */
  const exotel = (query: Record<string, string>, token: string = TOKEN) => http.call('GET', `/api/telephony/exotel/passthru/${token}?${new URLSearchParams(query)}`);
  const missedCall = (callSid: string, from: string, over: Record<string, string> = {}) =>
    exotel({ CallSid: callSid, CallFrom: from, CallTo: '02041234567', Direction: 'incoming', DialWhomNumber: '', StartTime: '2026-12-04 09:58:12', CurrentTime: '2026-12-04 09:58:20', CallType: 'call-attempt', ...over });
  const queue = async (cookie = agents.asha.cookie) => {
    const res = await http.call('GET', '/api/admin/call-backs', { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminCallBackList>();
  };
  const openOf = async (mobile: string) => (await queue()).items.filter((r) => r.mobile === mobile);
  const rows = async () => ({
    requests: Number((await t.db.selectFrom('call_back_requests').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
    calls: Number((await t.db.selectFrom('call_back_calls').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
  });
  const form = (body: unknown, address?: string) => http.call('POST', '/api/store/call-backs', { body, address });
  const takeNext = async (cookie: string) => {
    const res = await http.call('POST', '/api/admin/call-backs/take-next', { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminCallBackDesk>();
  };
  const close = (id: string, body: unknown, cookie: string) => http.call('POST', `/api/admin/call-backs/${id}/close`, { cookie, body });
  /** Takes and closes every waiting request: a test that takes starts from an empty queue. */
  const drain = async () => {
    for (;;) {
      const { request } = await takeNext(agents.kiran.cookie);
      if (!request) return;
      expect((await close(request.id, { outcome: 'no_need' }, agents.kiran.cookie)).statusCode).toBe(200);
    }
  };

  it('refuses a call without the token (401) or with a wrong one (403), writes nothing and logs a warning without the secret', async () => {
    const wrong = await exotel({ CallSid: 'ca-wrong', CallFrom: '09822012345', Direction: 'incoming' }, 'not-the-secret-but-long-enough');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toMatchObject({ code: 'forbidden', message: 'Wrong token for the telephony webhook.' });
    const none = await http.call('GET', `/api/telephony/exotel/passthru/?CallSid=ca-none&CallFrom=09822012345`);
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('unauthenticated');
    // A wrong token of the right length and a bad query are refused alike: the token is read first.
    expect((await exotel({ CallFrom: 'x' }, TOKEN.replace(/.$/, 'X'))).statusCode).toBe(403);
    expect(await rows()).toEqual({ requests: 0, calls: 0 });
    const refused = logs.filter((line) => line.includes('telephony webhook refused'));
    expect(refused.length).toBe(3);
    expect(refused.every((line) => JSON.parse(line).level === 40)).toBe(true);
    // Neither the secret nor the wrong tokens reach the log, the request's own lines included.
    expect(logs.filter((line) => line.includes(TOKEN.slice(0, 20)) || line.includes('not-the-secret'))).toEqual([]);
    expect(logs.some((line) => line.includes('/api/telephony/exotel/passthru/[redacted]'))).toBe(true);
  });

  it('refuses every call while TELEPHONY_WEBHOOK_TOKEN is not set', async () => {
    const bare = await createTestApp(dialect, { seed: false });
    try {
      const res = await api(bare.app).call('GET', `/api/telephony/exotel/passthru/${TOKEN}?CallSid=ca-1&CallFrom=09822012345`);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toContain('TELEPHONY_WEBHOOK_TOKEN');
      expect(await bare.db.selectFrom('call_back_requests').selectAll().execute()).toEqual([]);
    } finally {
      await bare.close();
    }
  });

  it("queues a missed call as Exotel's Passthru sends it, the number as the shop keeps mobiles, at the call's time in India", async () => {
    const res = await missedCall('ca-0001', '09822012345');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ recorded: true });
    expect(await openOf('+919822012345')).toEqual([
      expect.objectContaining({ mobile: '+919822012345', sources: ['missed_call'], calls: 1, firstCallAt: '2026-12-04T04:28:12.000Z', lastCallAt: '2026-12-04T04:28:12.000Z', interest: null, product: null, assignedTo: null, closedAt: null }),
    ]);
  });

  it('changes nothing when Exotel sends the same CallSid again', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await missedCall('ca-0001', '09822012345');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ recorded: true });
    }
    expect(await rows()).toEqual({ requests: 1, calls: 1 });
    expect((await openOf('+919822012345'))[0]?.calls).toBe(1);
  });

  it('folds every ask from one number, however written, into its one open request', async () => {
    now += 60_000;
    const seeds = shop.ids['Cotton Seeds']!;
    expect((await form({ mobile: '+91 98220 12345', interest: ' Bt cotton seed ', productId: seeds })).statusCode).toBe(201);
    now += 60_000;
    // An older flow's From, with 91 in front; no StartTime: the shop's clock.
    expect((await exotel({ CallSid: 'ca-0002', From: '919822012345', Direction: 'incoming' })).json()).toEqual({ recorded: true });
    const [request, ...others] = await openOf('+919822012345');
    expect(others).toEqual([]);
    expect(request).toMatchObject({ sources: ['missed_call', 'web_form'], calls: 3, firstCallAt: '2026-12-04T04:28:12.000Z', lastCallAt: new Date(now).toISOString(), interest: 'Bt cotton seed', product: { id: seeds, name: 'Cotton Seeds' } });
    expect(await rows()).toEqual({ requests: 1, calls: 3 });
  });

  it('queues no outgoing call and no caller that is not an Indian mobile, and refuses a call without its CallSid', async () => {
    expect((await missedCall('ca-out', '09822012345', { Direction: 'outbound-dial' })).json()).toEqual({ recorded: false, ignored: 'not_incoming' });
    expect((await missedCall('ca-land', '02026123456')).json()).toEqual({ recorded: false, ignored: 'not_a_mobile' });
    expect((await missedCall('ca-hidden', '')).json()).toEqual({ recorded: false, ignored: 'not_a_mobile' });
    const bad = await exotel({ CallFrom: '09822012345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'validation_failed', fields: { CallSid: 'This field is required' } });
    expect(await rows()).toEqual({ requests: 1, calls: 3 });
  });

  it('folds missed calls arriving at the same moment into one request, and one CallSid delivered at once into one call', async () => {
    const at = await Promise.all(Array.from({ length: 12 }, (_, i) => missedCall(`ca-burst-${i}`, '+91 97300 11111')));
    expect(at.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    const twice = await Promise.all(Array.from({ length: 6 }, () => missedCall('ca-same', '09730022222')));
    expect(twice.map((r) => r.json())).toEqual(Array(6).fill({ recorded: true }));
    expect((await openOf('+919730011111')).map((r) => r.calls)).toEqual([12]);
    expect((await openOf('+919730022222')).map((r) => r.calls)).toEqual([1]);
    expect(await t.db.selectFrom('call_back_calls').select('id').where('call_sid', '=', 'ca-same').execute()).toHaveLength(1);
    // Forms from the shop's pages at the same moment fold as well.
    const forms = await Promise.all(Array.from({ length: 4 }, () => form({ mobile: '7030033333' })));
    expect(forms.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect((await openOf('+917030033333')).map((r) => r.calls)).toEqual([4]);
  });

  it('refuses a form with a bad number or a long interest on their fields, and tells nothing of the number', async () => {
    const bad = await form({ mobile: '12345', interest: 'x'.repeat(101) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'validation_failed', fields: { mobile: 'Please enter a 10-digit Indian mobile number', interest: 'Please use at most 100 characters' } });
    expect((await form({})).json().error.fields).toEqual({ mobile: 'This field is required' });
    // A product that is no longer in the catalogue is dropped, not refused: the farmer still wants his call.
    const gone = await form({ mobile: '9822099999', productId: 'no-such-product' });
    expect(gone.statusCode).toBe(201);
    expect(gone.json()).toEqual({ receivedAt: new Date(now).toISOString() });
    expect((await openOf('+919822099999'))[0]?.product).toBeNull();
  });

  it('limits one address to 5 forms per 10 minutes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await form({ mobile: `98220${String(10000 + i)}` }, '10.44.0.1')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await form({ mobile: '9822012345' }, '10.44.0.1')).json().error.code).toBe('rate_limited');
    expect((await form({ mobile: '9822012345' }, '10.44.0.2')).statusCode).toBe(201);
  });

  it('keeps the desk to roles with callbacks.handle: a dispatcher, a customer and a visitor are refused', async () => {
    for (const [method, url] of [['GET', '/api/admin/call-backs'], ['POST', '/api/admin/call-backs/take-next'], ['GET', '/api/admin/call-backs/current']] as const) {
      const res = await http.call(method, url, { cookie: agents.dispatcher.cookie });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'forbidden', params: { role: 'dispatcher', permission: 'callbacks.handle' } });
      expect((await http.call(method, url, { cookie: shop.buyer })).statusCode).toBe(403);
      expect((await http.call(method, url)).statusCode).toBe(401);
    }
    expect((await http.call('GET', '/api/admin/call-backs', { cookie: agents.meena.cookie })).statusCode).toBe(200);
  });

  it('gives two agents taking at the same moment two different requests, oldest first, one each', async () => {
    await drain();
    for (const [i, mobile] of ['9850000001', '9850000002', '9850000003', '9850000004', '9850000005', '9850000006'].entries()) {
      now += 1000;
      expect((await missedCall(`ca-take-${i}`, mobile, { StartTime: '', CurrentTime: '' })).statusCode).toBe(200);
    }
    const oldestFirst = (await queue()).items.map((r) => r.mobile);
    expect(oldestFirst).toEqual(['+919850000001', '+919850000002', '+919850000003', '+919850000004', '+919850000005', '+919850000006']);
    const taken = await Promise.all([agents.asha, agents.ravi, agents.meena, agents.kiran].map((a) => takeNext(a.cookie)));
    const ids = taken.map((d) => d.request!.id);
    expect(new Set(ids).size).toBe(4);
    expect(taken.map((d) => d.request!.mobile).sort()).toEqual(oldestFirst.slice(0, 4));
    // An agent holds one at a time: Take next gives his again until he closes it.
    expect((await takeNext(agents.asha.cookie)).request?.id).toBe(taken[0]!.request!.id);
    expect((await http.call('GET', '/api/admin/call-backs/current', { cookie: agents.asha.cookie })).json<AdminCallBackDesk>().request?.id).toBe(taken[0]!.request!.id);
    expect(await queue()).toMatchObject({ total: 6, waiting: 2 });
    expect(taken[0]!.request!.assignedTo).toEqual({ id: agents.asha.id, name: 'Asha Agent' });
    // Many more agents than requests: each request goes to one of them, and the others get none.
    const more = await Promise.all([staff('call_centre', 'A1'), staff('call_centre', 'A2'), staff('call_centre', 'A3'), staff('call_centre', 'A4')]);
    const second = await Promise.all(more.map((a) => takeNext(a.cookie)));
    expect(second.filter((d) => d.request).map((d) => d.request!.mobile).sort()).toEqual(oldestFirst.slice(4));
    expect(second.filter((d) => !d.request)).toHaveLength(2);
    await drain();
    for (const agent of [agents.asha, agents.ravi, agents.meena, ...more]) {
      const held = (await takeNext(agent.cookie)).request;
      if (held) expect((await close(held.id, { outcome: 'not_reachable' }, agent.cookie)).statusCode).toBe(200);
    }
    expect(await queue()).toMatchObject({ total: 0, waiting: 0 });
  });

  it('shows the farmer found by the number: his account, place, crops and latest orders; a new caller otherwise', async () => {
    const farmer = sessionCookie(await http.register(customer({ name: 'Sunita Jadhav' })));
    const farmerId = (await http.me(farmer)).json<{ user: { id: string } }>().user.id;
    await t.db.updateTable('users').set({ mobile: '+919881122334', language: 'mr' }).where('id', '=', farmerId).execute();
    expect((await http.call('POST', '/api/farm/crops', { cookie: farmer, body: { crop: 'cotton', acres: '2.5', sownOn: '2026-11-20', state: 'Maharashtra', district: 'Yavatmal' } })).statusCode).toBe(201);
    const order = await http.call('POST', '/api/store/orders', { cookie: farmer, body: { items: [{ productId: shop.ids['Cotton Seeds'], quantity: 1 }], shipping: PUNE, paymentMethod: 'cod' } });
    expect(order.statusCode, order.body).toBe(201);

    now += 60_000;
    expect((await missedCall('ca-known', '09881122334')).statusCode).toBe(200);
    const desk = await takeNext(agents.asha.cookie);
    expect(desk.request?.mobile).toBe('+919881122334');
    expect(desk.caller).toEqual({
      name: 'Sunita Jadhav',
      language: 'mr',
      district: 'Yavatmal',
      state: 'Maharashtra',
      crops: [{ crop: 'cotton', name: 'Cotton', acres: 2.5, sownOn: '2026-11-20' }],
      orders: [{ number: order.json().number, status: 'pending', totalPaise: order.json().totalPaise, placedAt: expect.any(String) }],
    });
    expect((await close(desk.request!.id, { outcome: 'ordered', note: 'Wants 2 more packets next week' }, agents.asha.cookie)).statusCode).toBe(200);

    expect((await http.call('POST', '/api/admin/call-backs', { cookie: agents.ravi.cookie, body: { mobile: '9890011223', interest: 'sprayer' } })).statusCode).toBe(201);
    const stranger = await takeNext(agents.ravi.cookie);
    expect(stranger.request).toMatchObject({ mobile: '+919890011223', sources: ['agent'], interest: 'sprayer' });
    expect(stranger.caller).toBeNull();
    expect((await close(stranger.request!.id, { outcome: 'no_need' }, agents.ravi.cookie)).statusCode).toBe(200);
  });

  it('closes a request with its outcome and note; a closed one and one another agent holds are refused; the next call opens a new one', async () => {
    now += 60_000;
    expect((await missedCall('ca-close-1', '09822055555')).statusCode).toBe(200);
    const { request } = await takeNext(agents.asha.cookie);
    const bad = await close(request!.id, { outcome: 'maybe', note: 'x'.repeat(1001) }, agents.asha.cookie);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['note', 'outcome']);
    const other = await close(request!.id, { outcome: 'ordered' }, agents.ravi.cookie);
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toMatchObject({ code: 'call_back_taken', params: { agent: 'Asha Agent' } });
    const closed = await close(request!.id, { outcome: 'call_later', note: '  After the harvest, on Monday  ' }, agents.asha.cookie);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<AdminCallBack>()).toMatchObject({ outcome: 'call_later', note: 'After the harvest, on Monday', closedAt: new Date(now).toISOString() });
    const again = await close(request!.id, { outcome: 'ordered' }, agents.asha.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('call_back_closed');
    expect((await close('no-such-request', { outcome: 'ordered' }, agents.asha.cookie)).statusCode).toBe(404);
    expect(await openOf('+919822055555')).toEqual([]);
    expect((await missedCall('ca-close-2', '09822055555')).statusCode).toBe(200);
    expect((await openOf('+919822055555')).map((r) => r.calls)).toEqual([1]);
    expect((await takeNext(agents.asha.cookie)).request?.mobile).toBe('+919822055555');
    // The audit log has each step by its agent (docs/product-rules.md 50): taken, the refused close, closed.
    const steps = await t.db.selectFrom('audit_log').select(['action', 'actor_id', 'outcome', 'changes']).where('entity_id', '=', request!.id).orderBy('id').execute();
    expect(steps.map((e) => [e.action, e.actor_id, e.outcome])).toEqual([
      ['call_back.take', agents.asha.id, 'done'],
      ['call_back_taken', agents.ravi.id, 'refused'],
      ['call_back.close', agents.asha.id, 'done'],
      ['call_back_closed', agents.asha.id, 'refused'],
    ]);
    expect(JSON.parse(steps[2]!.changes!)).toEqual([{ field: 'outcome', from: null, to: 'call_later' }, { field: 'note', from: null, to: 'After the harvest, on Monday' }]);
    const refused = await t.db.selectFrom('audit_log').select(['action', 'actor_id']).where('outcome', '=', 'refused').where('route', '=', 'POST /api/admin/call-backs/:id/close').execute();
    expect(refused.map((e) => e.action).sort()).toEqual(['call_back_closed', 'call_back_taken', 'not_found']);
  });
});
