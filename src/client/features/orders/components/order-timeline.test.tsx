import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StoreOrder } from '#shared/schemas/orders';
import type { StoreOrderTracking } from '#shared/schemas/shipments';
import { loadNamespaces, switchLanguage } from '#client/i18n/index.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { QueryClientProvider } from '#client/lib/query.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { json, LAZY } from '#client/test-helpers.tsx';
import { OrderTimeline } from './order-timeline.tsx';

/** The timeline under the page's query client, the courier's scans answered by `tracking` (and the paths asked recorded). */
function show(order: StoreOrder, tracking: StoreOrderTracking = { courierName: null, awb: null, scans: [] }): string[] {
  const asked: string[] = [];
  setApiTransport(async (url) => {
    asked.push(new URL(String(url), 'http://shop').pathname);
    return json(tracking);
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OrderTimeline order={order} />
    </QueryClientProvider>,
  );
  return asked;
}

// docs/product-rules.md 29: the buyer's timeline; the server's side is tests/api/tracking.test.ts.
const base = {
  id: 'o-1', number: 'HY-000001', orderDate: '2026-11-28T06:00:00.000Z', items: [], subtotalPaise: 90000, discountPaise: 0, couponCode: null, gstPaise: 0, totalPaise: 90000,
  paymentMethod: 'cod', paymentStatus: 'cod_due', paidWith: null, paymentDueAt: null, paidAt: null, cardLast4: null,
  shipping: { fullName: 'Sunita Pawar', email: 'sunita@example.in', phone: '9822012345', address: 'Wadgaon', city: 'Pune', state: 'Maharashtra', pincode: '412210' },
  placeOfSupply: 'Maharashtra', buyerGstin: null, buyerLegalName: null, buyerAddress: null, taxSplit: [], documents: [], refunds: [], expectedDeliveryOn: '2026-12-04',
} satisfies Partial<StoreOrder>;

describe('the order timeline', () => {
  beforeAll(async () => {
    await loadNamespaces('orders', 'tracking');
  });
  afterEach(cleanup);

  it('lists every change with its time, the carrier and number at Shipped, and the day expected while on its way', () => {
    const order: StoreOrder = {
      ...base,
      status: 'shipped',
      timeline: [{ status: 'processing', at: '2026-11-28T07:00:00.000Z' }, { status: 'shipped', at: '2026-11-28T09:00:00.000Z' }],
      shipment: { ownDelivery: false, carrier: 'India Post', trackingNumber: 'EK123456789IN', shippedAt: '2026-11-28T09:00:00.000Z' },
    };
    show(order);
    const entries = screen.getAllByTestId('timeline-entry');
    expect(entries.map((e) => within(e).getByText(/.+/, { selector: 'p.font-medium' }).textContent)).toEqual(['Processing', 'In Transit']);
    expect(within(entries[1]!).getByTestId('shipment').textContent).toBe('Sent with India Post, tracking number EK123456789IN');
    expect(screen.getByTestId('expected-delivery').textContent).toBe('Expected delivery by 4 December 2026');
    expect(screen.getByText('Order placed')).toBeTruthy();
  });

  it('names own delivery, and drops the expected day once delivered', () => {
    const order: StoreOrder = {
      ...base,
      status: 'delivered',
      timeline: [{ status: 'shipped', at: '2026-11-28T09:00:00.000Z' }, { status: 'delivered', at: '2026-12-01T09:00:00.000Z' }],
      shipment: { ownDelivery: true, carrier: null, trackingNumber: null, shippedAt: '2026-11-28T09:00:00.000Z' },
    };
    const asked = show(order);
    expect(screen.getByTestId('shipment').textContent).toBe("Coming in Hariyali's own delivery vehicle");
    expect(screen.queryByTestId('expected-delivery')).toBeNull();
    // The shop's own vehicle has no courier's scans to ask for.
    expect(asked).toEqual([]);
  });

  it('shows the courier\'s scans under Shipped with their time and place, a failed attempt standing out, in the reader\'s language', async () => {
    const order: StoreOrder = {
      ...base,
      status: 'shipped',
      timeline: [{ status: 'shipped', at: '2026-12-10T05:00:00.000Z' }],
      shipment: { ownDelivery: false, carrier: 'Delhivery Surface', trackingNumber: '141123221084901', shippedAt: '2026-12-10T05:00:00.000Z' },
    };
    const tracking: StoreOrderTracking = {
      courierName: 'Delhivery Surface',
      awb: '141123221084901',
      scans: [
        { status: 'picked_up', at: '2026-12-10T06:00:00.000Z', place: 'Pune Gultekdi PC' },
        { status: 'in_transit', at: '2026-12-10T10:00:00.000Z', place: null },
        { status: 'out_for_delivery', at: '2026-12-11T03:30:00.000Z', place: 'Pune Kothrud DC' },
        { status: 'undelivered', at: '2026-12-11T11:00:00.000Z', place: 'Pune Kothrud DC' },
      ],
    };
    const asked = show(order, tracking);
    const scans = await screen.findAllByTestId('courier-scan', undefined, LAZY);
    expect(asked).toEqual(['/api/store/orders/o-1/tracking']);
    expect(scans.map((s) => s.querySelector('p')!.textContent)).toEqual(['Picked up by the courier', 'On the way', 'Out for delivery', 'Delivery attempt failed: the courier will try again or call you']);
    expect(scans[0]!.textContent).toContain('at Pune Gultekdi PC');
    expect(scans[0]!.querySelector('time')!.getAttribute('dateTime')).toBe('2026-12-10T06:00:00.000Z');
    expect(scans[0]!.querySelector('time')!.textContent).toMatch(/10 Dec 2026/);
    expect(scans[1]!.textContent).not.toContain('at ');
    expect(scans[3]!.className).toContain('bg-amber-50');
    // Under Shipped, after the carrier and its number.
    expect(within(screen.getByTestId('timeline-entry')).getByTestId('courier-scans')).toBeTruthy();
    cleanup();

    await switchLanguage('mr');
    try {
      show(order, tracking);
      const marathi = await screen.findAllByTestId('courier-scan', undefined, LAZY);
      expect(marathi[2]!.querySelector('p')!.textContent).toBe('डिलिव्हरीसाठी निघाले');
      expect(marathi[0]!.textContent).toContain('ठिकाण: Pune Gultekdi PC');
    } finally {
      await switchLanguage('en');
    }
  });
});
