import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '#shared/schemas/admin-orders';
import type { StaffRole } from '#shared/staff-roles';
import '#client/i18n/staff-loaders.ts';
import { loadNamespaces } from '#client/i18n/index.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { Route, Routes } from '#client/lib/router.tsx';
import { json, LAZY, renderAsRole, staffPageTests } from '#client/test-helpers.tsx';
import { OrderDetail } from './order-detail.tsx';

// docs/product-rules.md 49: an order's page shows each role the controls its permissions allow,
// and only those; the order itself is read by every role with orders.read.

const ORDER: AdminOrder = {
  id: 'o-1', number: 'HY-000042', orderDate: '2026-11-25T06:00:00.000Z', status: 'processing', updatedAt: '2026-11-25T06:00:00.000Z',
  items: [{ productId: 'seed', name: 'Okra Seeds', otherNames: {}, unitPricePaise: 10000, quantity: 2, lineTotalPaise: 20000, discountPaise: 0, hsnCode: '1209', gstRateBp: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, vendorName: null, creditedQuantity: 0, shipsFrom: null }],
  subtotalPaise: 20000, discountPaise: 0, couponCode: null, gstPaise: 0, totalPaise: 20000, paymentMethod: 'cod', paymentStatus: 'cod_due', paidWith: null, paymentDueAt: null, paidAt: null, cardLast4: null,
  shipping: { fullName: 'Sunita Pawar', email: 'sunita@example.in', phone: '9822012345', address: 'Gat No. 12, Wadgaon', city: 'Pune', state: 'Maharashtra', pincode: '412210' },
  placeOfSupply: 'Maharashtra', buyerGstin: null, buyerLegalName: null, buyerAddress: null, taxSplit: [], documents: [], refunds: [], expectedDeliveryOn: null, shipment: null, timeline: [],
  customer: { id: 'u-1', name: 'Sunita Pawar', email: 'sunita@example.in' }, placedBy: null, history: [], bankUtr: null, paymentSettledAt: null, refundsThroughGateway: false, networkApp: null,
};

async function openOrderAs(role: StaffRole, order: AdminOrder = ORDER) {
  setApiTransport(async (url) => (String(url).endsWith('/returns') ? json({ items: [] }) : json(order)));
  renderAsRole(role, <Routes><Route path="/admin/orders/:id" element={<OrderDetail />} /></Routes>, '/admin/orders/o-1');
  await screen.findByRole('heading', { name: /HY-000042/ }, LAZY);
}

describe("an order's page for each staff role", () => {
  staffPageTests('admin-orders');

  it('shows a call-centre agent the order with no status control and no payment to record, and says why', async () => {
    await loadNamespaces('admin');
    await openOrderAs('call_centre');
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Update Status' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark cash collected' })).toBeNull();
    expect(screen.getByText('Your role may only read this here.')).toBeTruthy();
    expect(screen.getByText('Okra Seeds')).toBeTruthy();
  });

  it('marks an order placed through an ONDC buyer app with the app, and the shop\'s own orders with nothing (docs/product-rules.md 62)', async () => {
    await openOrderAs('support', { ...ORDER, networkApp: 'buyer.example.org' });
    expect(screen.getByTestId('network-app').textContent).toBe('ONDC · buyer.example.org');
    cleanup();
    await openOrderAs('support');
    expect(screen.queryByTestId('network-app')).toBeNull();
  });

  it('lets a dispatcher move the order along, but not record its cash', async () => {
    await openOrderAs('dispatcher');
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark cash collected' })).toBeNull();
  });

  it('lets an accountant record the cash, but not move the order along', async () => {
    await openOrderAs('accountant');
    expect(screen.getByRole('button', { name: 'Mark cash collected' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
  });

  it("shows where a shop line leaves from, and lets a dispatcher move it within its registration, naming a refusal", async () => {
    const line = { ...ORDER.items[0]!, productId: 'sprayer', name: 'Knapsack Sprayer', shipsFrom: { id: 'indore', name: 'Indore godown', choices: [{ id: 'dewas', name: 'Dewas godown' }] } };
    const withPlace: AdminOrder = { ...ORDER, items: [line] };
    const sent: unknown[] = [];
    setApiTransport(async (url, init) => {
      if (String(url).endsWith('/returns')) return json({ items: [] });
      if (init?.method === 'PUT') {
        sent.push(JSON.parse(String(init.body)));
        return json({ error: { code: 'place_other_registration', message: 'no' } }, 409);
      }
      return json(withPlace);
    });
    renderAsRole('dispatcher', <Routes><Route path="/admin/orders/:id" element={<OrderDetail />} /></Routes>, '/admin/orders/o-1');
    const select = await screen.findByRole('combobox', { name: 'Ships from' }, LAZY);
    expect((select as HTMLSelectElement).value).toBe('indore');
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.change(select, { target: { value: 'dewas' } });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('same GST registration'));
    expect(sent).toEqual([{ productId: 'sprayer', locationId: 'dewas' }]);
  });

  it('only tells a role that may not ship orders where the line leaves from', async () => {
    const line = { ...ORDER.items[0]!, shipsFrom: { id: null, name: 'Hariyali Agro Private Limited', choices: [{ id: 'pune-2', name: 'Hadapsar godown' }] } };
    setApiTransport(async (url) => (String(url).endsWith('/returns') ? json({ items: [] }) : json({ ...ORDER, items: [line] })));
    renderAsRole('accountant', <Routes><Route path="/admin/orders/:id" element={<OrderDetail />} /></Routes>, '/admin/orders/o-1');
    expect(await screen.findByText('Ships from Hariyali Agro Private Limited (principal place of business)', undefined, LAZY)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Ships from' })).toBeNull();
  });
});
