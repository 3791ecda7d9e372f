import { describe, expect, it } from 'vitest';
import { EWayBillTransportInput, eWayBillNumberField, eWayBillThresholdField, transporterIdField, vehicleNumberField } from '../../src/shared/schemas/eway-bills.ts';

// Part B as the e-way bill portal takes it (docs/decisions/0073): the vehicle number formats of
// its master, the transporter's 15-character id, the transport document by rail, air or ship.

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => (result.success ? 'ok' : result.error!.issues[0]!.message);

describe('a vehicle number', () => {
  it('takes each format of the portal\'s master, as typed with spaces and hyphens', () => {
    const accepted = {
      MH121234: 'MH121234',
      'MH 12 A 1234': 'MH12A1234',
      'mh-12-ab-1234': 'MH12AB1234',
      ABC1234: 'ABC1234',
      'DL 012 A 1234': 'DL012A1234',
      KA01ABC1234: 'KA01ABC1234',
      DF123456: 'DF123456',
      TM0124MH1234A: 'TM0124MH1234A',
      BP12345: 'BP12345',
      NP1234567890123: 'NP1234567890123',
    };
    for (const [typed, kept] of Object.entries(accepted)) expect(vehicleNumberField.parse(typed), typed).toBe(kept);
  });

  it('refuses what the portal refuses', () => {
    const refused = [
      '', 'MH12AB123', 'MH12AB12345', 'DL1AB123', '12AB1234', 'MH12ABCD1234', 'AB1234', 'DF12345', 'TM1234',
      // A temporary registration is TM in the master, not TR; nor Bhutan and Nepal past 15 characters.
      'TR1234567', 'NP12345678901234', 'MH12AB1234!', 'MH१२AB1234',
    ];
    for (const typed of refused) expect(messageOf(vehicleNumberField.safeParse(typed)), typed).toBe('vehicleNumber');
  });
});

describe('a transporter id', () => {
  it('is a GSTIN or TRANSIN: 2 digits, then 13 capitals or digits', () => {
    expect(transporterIdField.parse(' 27aaact2727q1zw ')).toBe('27AAACT2727Q1ZW');
    expect(transporterIdField.parse('88AAACT2727Q1ZW')).toBe('88AAACT2727Q1ZW');
    for (const typed of ['27AAACT2727Q1Z', '27AAACT2727Q1ZWX', 'AAAACT2727Q1ZWX', '27AAACT2727Q1Z#']) expect(messageOf(transporterIdField.safeParse(typed)), typed).toBe('transporterId');
  });
});

describe('Part B and the distance', () => {
  it('by road, a vehicle number or a transporter id', () => {
    expect(EWayBillTransportInput.parse({ mode: 'road', distanceKm: 120, vehicleNo: 'MH12AB1234' })).toEqual({
      mode: 'road',
      distanceKm: 120,
      cargo: 'regular',
      vehicleNo: 'MH12AB1234',
      transporterId: null,
      transporterName: null,
      transportDocNo: null,
      transportDocDate: null,
    });
    expect(EWayBillTransportInput.parse({ mode: 'road', distanceKm: 120, vehicleNo: '', transporterId: '27AAACT2727Q1ZW' }).vehicleNo).toBeNull();
    expect(messageOf(EWayBillTransportInput.safeParse({ mode: 'road', distanceKm: 120, vehicleNo: '  ' }))).toBe('ewayPartB');
  });

  it('by rail, air or ship, the transport document\'s number and date', () => {
    expect(messageOf(EWayBillTransportInput.safeParse({ mode: 'ship', distanceKm: 900, transportDocNo: 'BL-77' }))).toBe('transportDocument');
    expect(EWayBillTransportInput.parse({ mode: 'ship', distanceKm: 900, transportDocNo: 'BL-77', transportDocDate: '2026-12-11' }).transportDocNo).toBe('BL-77');
    expect(messageOf(EWayBillTransportInput.safeParse({ mode: 'rail', distanceKm: 900, transportDocNo: 'RR 77', transportDocDate: '2026-12-11' }))).toBe('transportDocNo');
    expect(messageOf(EWayBillTransportInput.safeParse({ mode: 'rail', distanceKm: 900, transportDocNo: 'RR77', transportDocDate: '11/12/2026' }))).toBe('date');
  });

  it('a whole number of km from 0 to 4000, a known mode and cargo', () => {
    for (const km of [-1, 4001, 10.5]) expect(messageOf(EWayBillTransportInput.safeParse({ mode: 'road', distanceKm: km, vehicleNo: 'MH12AB1234' })), String(km)).toBe('ewayDistance');
    expect(messageOf(EWayBillTransportInput.safeParse({ mode: 'bullock cart', distanceKm: 5, vehicleNo: 'MH12AB1234' }))).toBe('transportMode');
    expect(messageOf(EWayBillTransportInput.safeParse({ mode: 'road', distanceKm: 5, cargo: 'heavy', vehicleNo: 'MH12AB1234' }))).toBe('cargoKind');
  });
});

describe('the e-way bill number and the limit', () => {
  it('a number is 12 digits', () => {
    expect(eWayBillNumberField.parse('1310 0002 6768')).toBe('131000026768');
    for (const typed of ['13100002676', '1310000267689', '13100002676A']) expect(messageOf(eWayBillNumberField.safeParse(typed)), typed).toBe('ewayBillNumber');
  });

  it('the limit is whole paise from ₹0 to ₹1,00,000', () => {
    expect(eWayBillThresholdField.parse(1_00_000_00)).toBe(1_00_000_00);
    for (const paise of [-1, 1_00_000_01, 50_000.5]) expect(messageOf(eWayBillThresholdField.safeParse(paise)), String(paise)).toBe('ewayThreshold');
  });
});
