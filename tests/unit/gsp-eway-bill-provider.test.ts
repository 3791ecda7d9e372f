import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EWayBillError, GspEWayBillProvider } from '../../src/server/modules/ewaybills/index.ts';
import { startProviderStandIn, type ProviderStandIn } from '../support/text-provider-stand-in.ts';
import { EWAYBILL_KEYS, startEWayBillStandIn, type EWayBillStandIn } from '../support/ewaybill-stand-in.ts';

// The GSP's e-way bill API client (docs/decisions/0073, "Through a GSP") against local stand-ins:
// no network, the token counted on the test's clock.
const DOC = { docType: 'INV', docNo: 'HY-INV-000123' };
const bill = {
  supplyType: 'O', subSupplyType: '1', docType: 'INV', docNo: DOC.docNo, docDate: '10/12/2026', fromGstin: EWAYBILL_KEYS.gstin, toGstin: 'URP', transactionType: 1,
  actFromStateCode: 27, actToStateCode: 23, fromPincode: 411037, toPincode: 452001, totalValue: 850000, cgstValue: 0, sgstValue: 0, igstValue: 42500, cessValue: 0, otherValue: 0,
  totInvValue: 892500, transMode: '1', transDistance: '401', vehicleNo: 'MH12AB1234', vehicleType: 'R', itemList: [{ hsnCode: 8701, qtyUnit: 'NOS', taxableAmount: 850000 }],
};

describe('GspEWayBillProvider', () => {
  let gsp: EWayBillStandIn;
  let now = Date.parse('2026-12-10T18:45:00Z'); // 00:15 on the 11th in India
  const clock = () => now;

  beforeEach(async () => {
    gsp = await startEWayBillStandIn({ now: clock });
  });
  afterEach(() => gsp.close());

  it('reads the system\'s India times: generated at 00:15 on the 11th, 401 km (3 days) valid to midnight ending the 14th; the token is kept', async () => {
    const provider = new GspEWayBillProvider(gsp.url, EWAYBILL_KEYS, clock);
    const made = await provider.generate(bill, DOC);
    expect(made).toEqual({ ewbNo: expect.stringMatching(/^[0-9]{12}$/), ewayBillDate: '2026-12-10T18:45:00.000Z', validUpto: '2026-12-14T18:30:00.000Z', duplicate: false });
    now += 3_600_000;
    await expect(provider.generate({ ...bill, docNo: 'HY-INV-000124' }, { ...DOC, docNo: 'HY-INV-000124' })).resolves.toMatchObject({ duplicate: false });
    expect(gsp.requests.filter((r) => r.path === '/auth')).toHaveLength(1);
  });

  it('a wrong password is a refusal (not retried) naming NIC\'s code, without the password', async () => {
    const provider = new GspEWayBillProvider(gsp.url, { ...EWAYBILL_KEYS, password: 'not-it-at-all' }, clock);
    const err = await provider.generate(bill, DOC).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EWayBillError);
    expect(err).toMatchObject({ retryable: false, codes: ['108'] });
    expect((err as Error).message).toContain('108: Invalid login credentials');
    expect((err as Error).message).not.toContain('not-it-at-all');
  });

  it('no answer within the timeout is retryable', async () => {
    const provider = new GspEWayBillProvider(gsp.url, EWAYBILL_KEYS, clock, 300);
    await provider.generate(bill, DOC); // signed in
    gsp.hangNext();
    await expect(provider.generate({ ...bill, docNo: 'X-1' }, { ...DOC, docNo: 'X-1' })).rejects.toMatchObject({ retryable: true, message: expect.stringContaining('within 0.3 s') });
  });

  it('an answer without a 12-digit number and dates is not taken', async () => {
    let odd: ProviderStandIn | undefined;
    try {
      odd = await startProviderStandIn((r) => (r.path === '/auth' ? { status: 200, json: { status: '1', authtoken: 't' } } : { status: 200, json: { status: '1', data: { ewayBillNo: 12345, ewayBillDate: 'soon' } } }));
      const provider = new GspEWayBillProvider(odd.url, EWAYBILL_KEYS, clock);
      await expect(provider.generate(bill, DOC)).rejects.toMatchObject({ retryable: true });
    } finally {
      await odd?.close();
    }
  });
});
