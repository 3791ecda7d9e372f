// The ONDC wire schemas (src/server/modules/ondc): ONDC's own published AGR10 examples pass
// (tests/unit/fixtures/ondc/README.md names their source), extra fields a buyer app adds are let
// through, and a malformed message fails naming the path of what is wrong, which the NACK carries.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ackResponseSchema } from '../../src/server/modules/ondc/beckn-context.ts';
import { CALLBACK_SCHEMAS } from '../../src/server/modules/ondc/beckn-callbacks.ts';
import { REQUEST_SCHEMAS, selectRequestSchema, trackRequestSchema } from '../../src/server/modules/ondc/beckn-messages.ts';
import { ACK, nack, nackForInvalidRequest, ONDC_ERRORS } from '../../src/server/modules/ondc/ondc-errors.ts';

const fixture = (name: string): Record<string, unknown> & { context: Record<string, unknown>; message: Record<string, unknown> } =>
  JSON.parse(fs.readFileSync(new URL(`fixtures/ondc/${name}.json`, import.meta.url), 'utf8'));

const paths = (result: z.ZodSafeParseResult<unknown>) => (result.success ? [] : result.error.issues.map((i) => i.path.join('.')));

describe("ONDC's published AGR10 requests", () => {
  it.each([
    ['search', 'search'],
    ['select', 'select'],
    ['init', 'init'],
    ['confirm', 'confirm'],
    ['status', 'status'],
    ['cancel', 'cancel_buyer'],
    ['update', 'update_return_initiated_seller_liquidates'],
  ] as const)('%s (%s.json) validates', (action, name) => {
    const result = REQUEST_SCHEMAS[action].safeParse(fixture(name));
    expect(paths(result)).toEqual([]);
  });

  it('a track request, as retail 1.2.0 writes it, validates', () => {
    const context = { ...fixture('status').context, action: 'track' };
    expect(paths(trackRequestSchema.safeParse({ context, message: { order_id: 'O1' } }))).toEqual([]);
  });

  it('keeps the fields a buyer app adds beyond the contract', () => {
    const body = fixture('select');
    (body.message.order as Record<string, unknown>).offers = [{ id: 'FLAT50' }];
    const parsed = selectRequestSchema.parse({ ...body, extra: true });
    expect(parsed.message.order.offers).toEqual([{ id: 'FLAT50' }]);
    expect(parsed.extra).toBe(true);
  });
});

describe("ONDC's published AGR10 callbacks", () => {
  it.each([
    ['on_search', 'on_search'],
    ['on_select', 'on_select'],
    ['on_init', 'on_init'],
    ['on_confirm', 'on_confirm'],
    ['on_status', 'on_status_delivered'],
    ['on_cancel', 'on_cancel'],
    ['on_update', 'on_update_merchant_part_cancel'],
    ['on_update', 'on_update_return_initiated_seller_liquidates'],
  ] as const)('%s (%s.json) validates', (action, name) => {
    expect(paths(CALLBACK_SCHEMAS[action].safeParse(fixture(name)))).toEqual([]);
  });

  it('on_update with a return liquidated and refunded (its quote_trail and refund settlement) validates', () => {
    // ONDC's example names on_status in its context by mistake; its message is an on_update's.
    const body = fixture('on_update_reject_liquidated_refund');
    expect(paths(CALLBACK_SCHEMAS.on_update.safeParse({ ...body, context: { ...body.context, action: 'on_update' } }))).toEqual([]);
  });

  it('on_track with a tracking address validates; one without its status does not', () => {
    const context = { ...fixture('on_status_delivered').context, action: 'on_track' };
    expect(paths(CALLBACK_SCHEMAS.on_track.safeParse({ context, message: { tracking: { url: 'https://track.example/T1', status: 'active' } } }))).toEqual([]);
    expect(paths(CALLBACK_SCHEMAS.on_track.safeParse({ context, message: { tracking: { url: 'https://track.example/T1' } } }))).toEqual(['message.tracking.status']);
  });
});

describe('malformed messages fail with the path of what is wrong', () => {
  it('a select without an item id, with a count in words and a bad PIN code', () => {
    const body = fixture('select');
    const order = body.message.order as { items: Array<Record<string, unknown>>; fulfillments: Array<{ end: { location: { address: { area_code: string } } } }> };
    delete order.items[0]!.id;
    order.items[1]!.quantity = { count: 'two' };
    order.fulfillments[0]!.end.location.address.area_code = '5600';
    expect(paths(selectRequestSchema.safeParse(body)).sort()).toEqual(['message.order.fulfillments.0.end.location.address.area_code', 'message.order.items.0.id', 'message.order.items.1.quantity.count']);
  });

  it('a context for another domain, version or action, or without its bpp, is refused', () => {
    const body = fixture('confirm');
    const context: Record<string, unknown> = { ...body.context, domain: 'ONDC:RET10', core_version: '1.1.0', action: 'init', timestamp: 'yesterday' };
    delete context.bpp_uri;
    expect(paths(REQUEST_SCHEMAS.confirm.safeParse({ ...body, context })).sort()).toEqual([
      'context.action',
      'context.bpp_uri',
      'context.core_version',
      'context.domain',
      'context.timestamp',
    ]);
  });

  it("a Beckn core 1.x context (location.city, version: ONDC's 2.x shape) is not AGR10 1.2.0's", () => {
    const body = fixture('status');
    const { city, country, core_version, ...rest } = body.context;
    const context = { ...rest, location: { city: { code: city }, country: { code: country } }, version: '2.0.0' };
    expect(core_version).toBe('1.2.0');
    expect(paths(REQUEST_SCHEMAS.status.safeParse({ ...body, context })).sort()).toEqual(['context.city', 'context.core_version', 'context.country']);
  });

  it('a search may come without a bpp (it goes to every seller through the gateway)', () => {
    const body = fixture('search');
    expect(body.context.bpp_id).toBeUndefined();
    expect(REQUEST_SCHEMAS.search.safeParse(body).success).toBe(true);
  });

  it('a cancel without a reason code, and a confirm with an unknown payment type', () => {
    const cancel = fixture('cancel_buyer');
    delete cancel.message.cancellation_reason_id;
    expect(paths(REQUEST_SCHEMAS.cancel.safeParse(cancel))).toEqual(['message.cancellation_reason_id']);
    const confirm = fixture('confirm');
    (confirm.message.order as { payment: { type: string } }).payment.type = 'CASH';
    expect(paths(REQUEST_SCHEMAS.confirm.safeParse(confirm))).toEqual(['message.order.payment.type']);
  });

  it("the NACK for it is ONDC's 30000, with the path and what is wrong", () => {
    const body = fixture('status');
    body.message = {};
    const result = REQUEST_SCHEMAS.status.safeParse(body);
    expect(result.success).toBe(false);
    const answer = nackForInvalidRequest(result.error!);
    expect(answer).toEqual({
      message: { ack: { status: 'NACK' } },
      error: { type: 'JSON-SCHEMA-ERROR', code: '30000', path: 'message.order_id', message: expect.stringMatching(/^message\.order_id: /) },
    });
    expect(ackResponseSchema.parse(answer)).toEqual(answer);
  });
});

describe('the ACK/NACK answer and the error table', () => {
  it('ACK and a NACK with a code validate as the Ack response', () => {
    expect(ackResponseSchema.parse(ACK)).toEqual({ message: { ack: { status: 'ACK' } } });
    expect(nack('40002')).toEqual({ message: { ack: { status: 'NACK' } }, error: { type: 'DOMAIN-ERROR', code: '40002', message: 'Item quantity unavailable' } });
    expect(ackResponseSchema.safeParse({ message: { ack: { status: 'OK' } } }).success).toBe(false);
  });

  it("keeps ONDC's meanings of the codes the brief names", () => {
    expect(ONDC_ERRORS['30004'].message).toBe('Item not found');
    expect(ONDC_ERRORS['30009'].description).toBe('Dropoff location not serviceable by Logistics Provider');
    expect(ONDC_ERRORS['40002'].message).toBe('Item quantity unavailable');
    for (const code of Object.keys(ONDC_ERRORS)) expect(code).toMatch(/^[345]\d{4}$/);
  });
});
