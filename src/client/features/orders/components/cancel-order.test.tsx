import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '#client/lib/query.ts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StoreOrder } from '#shared/schemas/orders';
import { loadNamespaces } from '#client/i18n/index.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { CancelOrder } from './cancel-order.tsx';
import { OrderSummary } from './order-summary.tsx';

// docs/product-rules.md 31: the buyer cancels an order before it ships, asked once more; the confirmation lists
// what was ordered, where it goes and how it is paid. The server's side is tests/api/order-numbers.test.ts.

function order(more: Partial<StoreOrder> = {}): StoreOrder {
  return {
    id: 'o-1', number: 'HY-000042', orderDate: '2026-11-25T06:00:00.000Z', status: 'pending',
    items: [{ productId: 'seed', name: 'Okra Seeds', otherNames: { hi: 'भिंडी के बीज' }, unitPricePaise: 10000, quantity: 2, lineTotalPaise: 20000, discountPaise: 0, hsnCode: '1209', gstRateBp: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 }],
    subtotalPaise: 20000, discountPaise: 0, couponCode: null, gstPaise: 0, totalPaise: 20000, paymentMethod: 'cod', paymentStatus: 'cod_due', paidWith: null, paymentDueAt: null, paidAt: null, cardLast4: null,
    shipping: { fullName: 'Sunita Pawar', email: 'sunita@example.in', phone: '9822012345', address: 'Gat No. 12, Wadgaon', city: 'Pune', state: 'Maharashtra', pincode: '412210' },
    placeOfSupply: 'Maharashtra', buyerGstin: null, buyerLegalName: null, buyerAddress: null, taxSplit: [], documents: [], refunds: [], expectedDeliveryOn: null, shipment: null, timeline: [],
    ...more,
  };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const withQueries = (node: React.ReactNode) => <QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>;

describe('cancelling an order', () => {
  beforeAll(async () => {
    await loadNamespaces('order-cancel', 'orders', 'errors');
  });
  afterEach(cleanup);

  it('asks first, naming the order, then cancels it and says so', async () => {
    const calls: string[] = [];
    setApiTransport(async (url, init) => {
      calls.push(`${init?.method} ${url}`);
      return json({ ...order({ status: 'cancelled' }), emailed: true });
    });
    render(withQueries(<CancelOrder order={order()} />));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.getByRole('alertdialog', { name: 'Cancel order HY-000042?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No, keep the order' }));
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Your order has been cancelled. We have sent you an e-mail.'));
    expect(calls).toEqual(['POST /api/store/orders/o-1/cancel']);
  });

  it('does not say an e-mail was sent when the server says none goes out (no mail server)', async () => {
    setApiTransport(async () => json({ ...order({ status: 'cancelled' }), emailed: false }));
    render(withQueries(<CancelOrder order={order()} />));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Your order has been cancelled.'));
  });

  it('shows the server\'s refusal of an order shipped meanwhile', async () => {
    setApiTransport(async () => json({ error: { code: 'order_not_cancellable', message: 'shipped' } }, 409));
    render(withQueries(<CancelOrder order={order({ status: 'processing' })} />));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('can no longer be cancelled'));
  });

  it('offers nothing once the order has shipped', () => {
    render(withQueries(<CancelOrder order={order({ status: 'shipped' })} />));
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});

describe('the confirmation\'s order summary', () => {
  beforeAll(async () => {
    await loadNamespaces('orders');
  });
  afterEach(cleanup);

  it('lists the items, the delivery address and the payment method', () => {
    render(<OrderSummary order={order()} />);
    expect(screen.getByRole('heading', { name: 'Items' })).toBeTruthy();
    expect(screen.getByText('Okra Seeds')).toBeTruthy();
    expect(screen.getByText('Gat No. 12, Wadgaon', { exact: false })).toBeTruthy();
    expect(screen.getByTestId('summary-payment-method').textContent).toBe('Cash on Delivery');
  });
});
