import { describe, expect, it } from 'vitest';
import { SHIPROCKET_TOKEN_HEADER, TRACKING_STATUSES, TrackingPayloadError, isShiprocketToken, parseShiprocketTracking, shiprocketTime } from '../../src/server/modules/couriers/index.ts';

// Shiprocket's tracking webhook (docs/decisions/0072). The first payload is the example of its API
// documentation ("Webhooks"), scans as given there; the others change only what each test is about.
const documented = {
  awb: '19041424751540',
  courier_name: 'Delhivery Surface',
  current_status: 'IN TRANSIT',
  current_status_id: 20,
  shipment_status: 'IN TRANSIT',
  shipment_status_id: 18,
  current_timestamp: '23 05 2023 11:43:52',
  order_id: '1373900_150876814',
  sr_order_id: 348456385,
  awb_assigned_date: '2023-05-19 11:59:16',
  pickup_scheduled_date: '2023-05-19 11:59:17',
  etd: '2023-05-23 15:40:19',
  scans: [
    { date: '2023-05-19 11:59:16', status: 'X-UCI', activity: 'Manifested - Manifest uploaded', location: 'Chomu_SamodRd_D (Rajasthan)', 'sr-status': '5', 'sr-status-label': 'MANIFEST GENERATED' },
    { date: '2023-05-19 15:32:17', status: 'X-PPOM', activity: 'In Transit - Shipment picked up', location: 'Chomu_SamodRd_D (Rajasthan)', 'sr-status': '42', 'sr-status-label': 'PICKED UP' },
  ],
  is_return: 0,
  channel_id: 3422553,
  pod_status: 'OTP Based Delivery',
  pod: 'Not Available',
  qc_image: '',
  qc_failure_reason: '',
};

describe('parseShiprocketTracking', () => {
  it('reads the documented example: its AWB, IN TRANSIT by shipment_status_id 18, its time in India', () => {
    expect(parseShiprocketTracking(documented)).toEqual({
      awb: '19041424751540',
      status: 'in_transit',
      rawStatus: 'IN TRANSIT',
      rawStatusId: 18,
      at: '2023-05-23T06:13:52.000Z',
      courierName: 'Delhivery Surface',
      orderNumber: '1373900_150876814',
      // The latest scan's place, underscores read as spaces.
      location: 'Chomu SamodRd D (Rajasthan)',
    });
  });

  it('names no place when the courier sent no scan or a scan without one', () => {
    expect(parseShiprocketTracking({ ...documented, scans: [] }).location).toBeNull();
    expect(parseShiprocketTracking({ ...documented, scans: [{ date: '2023-05-19 15:32:17', location: ' _ ' }] }).location).toBeNull();
  });

  it.each([
    [42, 'PICKED UP', 'picked_up'],
    [6, 'SHIPPED', 'in_transit'],
    [38, 'REACHED AT DESTINATION HUB', 'in_transit'],
    [17, 'OUT FOR DELIVERY', 'out_for_delivery'],
    [7, 'DELIVERED', 'delivered'],
    [21, 'UNDELIVERED', 'undelivered'],
    [9, 'RTO INITIATED', 'rto_initiated'],
    [10, 'RTO DELIVERED', 'rto_delivered'],
    [8, 'CANCELED', 'cancelled'],
  ] as const)('maps status %i (%s) to %s, by its code or, without one, by its label', (id, text, word) => {
    expect(parseShiprocketTracking({ ...documented, current_status: text, shipment_status: text, shipment_status_id: id }).status).toBe(word);
    expect(parseShiprocketTracking({ ...documented, current_status: text, shipment_status: null, shipment_status_id: null, current_status_id: null }).status).toBe(word);
    expect(TRACKING_STATUSES).toContain(word);
  });

  it('keeps a status the shop has no word for as raw, without refusing it', () => {
    const event = parseShiprocketTracking({ ...documented, current_status: 'OUT FOR PICKUP', current_status_id: 19, shipment_status: 'OUT FOR PICKUP', shipment_status_id: 19 });
    expect(event).toMatchObject({ awb: '19041424751540', status: null, rawStatus: 'OUT FOR PICKUP', rawStatusId: 19 });
    expect(parseShiprocketTracking({ awb: 19041424751541, current_status: 'MISROUTED', shipment_status_id: '99' })).toMatchObject({ awb: '19041424751541', status: null, rawStatus: 'MISROUTED', rawStatusId: 99, at: null, courierName: null, orderNumber: null });
  });

  it('takes the last scan\'s time when current_timestamp is missing or unreadable', () => {
    expect(parseShiprocketTracking({ ...documented, current_timestamp: undefined }).at).toBe('2023-05-19T10:02:17.000Z');
    expect(parseShiprocketTracking({ ...documented, current_timestamp: 'yesterday' }).at).toBe('2023-05-19T10:02:17.000Z');
    expect(parseShiprocketTracking({ ...documented, current_timestamp: 'yesterday', scans: [] }).at).toBeNull();
  });

  it('refuses a body without an AWB or a status, or not an object', () => {
    expect(() => parseShiprocketTracking({ ...documented, awb: '' })).toThrow(TrackingPayloadError);
    expect(() => parseShiprocketTracking({ ...documented, current_status: undefined })).toThrow(/current_status/);
    expect(() => parseShiprocketTracking('awb=1')).toThrow(TrackingPayloadError);
    expect(() => parseShiprocketTracking({ ...documented, scans: 'none' })).toThrow(/scans/);
  });
});

describe('shiprocketTime', () => {
  it('reads both of Shiprocket\'s forms as India\'s time, and no date that does not exist', () => {
    expect(shiprocketTime('23 05 2023 11:43:52')).toBe('2023-05-23T06:13:52.000Z');
    expect(shiprocketTime('2023-05-19 15:32:17')).toBe('2023-05-19T10:02:17.000Z');
    expect(shiprocketTime('31 02 2023 10:00:00')).toBeUndefined();
    expect(shiprocketTime('')).toBeUndefined();
    expect(shiprocketTime(null)).toBeUndefined();
  });
});

describe('isShiprocketToken', () => {
  const token = 'b1946ac92492d2347c6235b4d2611184';

  it('accepts the token set in the panel, in the x-api-key header, and nothing else', () => {
    expect(SHIPROCKET_TOKEN_HEADER).toBe('x-api-key');
    expect(isShiprocketToken(token, token)).toBe(true);
    expect(isShiprocketToken(`${token}0`, token)).toBe(false);
    expect(isShiprocketToken(token.slice(1), token)).toBe(false);
    expect(isShiprocketToken(token.toUpperCase(), token)).toBe(false);
    expect(isShiprocketToken(undefined, token)).toBe(false);
    expect(isShiprocketToken([token, token], token)).toBe(false);
    expect(isShiprocketToken('', '')).toBe(false);
  });
});
