import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StoreOrder } from '#shared/schemas/orders';
import { loadNamespaces } from '#client/i18n/index.ts';
import { OrderTimeline } from './order-timeline.tsx';

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
    render(<OrderTimeline order={order} />);
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
    render(<OrderTimeline order={order} />);
    expect(screen.getByTestId('shipment').textContent).toBe("Coming in Hariyali's own delivery vehicle");
    expect(screen.queryByTestId('expected-delivery')).toBeNull();
  });
});
