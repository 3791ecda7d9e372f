import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '#client/lib/query.ts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentStatus, StoreOrder } from '#shared/schemas/orders';
import { loadNamespaces } from '#client/i18n/index.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { MemoryRouter, Route, Routes, useLocation } from '#client/lib/router.tsx';
import OrderConfirmationPage from './order-confirmation.tsx';

// docs/product-rules.md 15: the confirmation tells the truth about the money. Back from the
// payment gateway (?order=&payment=), the page reads the order from the server and words it by
// its payment status; the server's side is tests/api/online-payments.test.ts, the whole journey
// tests/e2e/checkout.spec.ts.

const inHalfAnHour = () => new Date(Date.now() + 30 * 60_000).toISOString();

function order(paymentStatus: PaymentStatus, more: Partial<StoreOrder> = {}): StoreOrder {
  const online = ['awaiting', 'paid', 'failed', 'refunded', 'partially_refunded'].includes(paymentStatus);
  return {
    id: 'o-1', number: 'HY-000001', orderDate: '2026-11-25T06:00:00.000Z', status: 'pending', items: [], subtotalPaise: 90000, discountPaise: 0, couponCode: null, gstPaise: 0, totalPaise: 90000,
    paymentMethod: online ? 'online' : paymentStatus.startsWith('cod') ? 'cod' : 'bank_transfer', paymentStatus,
    paidWith: paymentStatus === 'paid' ? 'upi' : null, paymentDueAt: paymentStatus === 'awaiting' || paymentStatus === 'failed' ? inHalfAnHour() : null,
    paidAt: paymentStatus === 'paid' ? '2026-11-25T06:05:00.000Z' : null, cardLast4: null,
    shipping: { fullName: 'Sunita Pawar', email: 'sunita@example.in', phone: '9822012345', address: 'Wadgaon', city: 'Pune', state: 'Maharashtra', pincode: '412210' },
    placeOfSupply: 'Maharashtra', buyerGstin: null, buyerLegalName: null, buyerAddress: null, taxSplit: [], documents: [], refunds: [],
    expectedDeliveryOn: null, shipment: null, timeline: [],
    ...more,
  };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const user = { id: 'u-1', name: 'Sunita Pawar', email: 'sunita@example.in', type: 'user' };

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function open(path: string, answer: StoreOrder | null, signedIn = true) {
  setApiTransport(async (url) => {
    if (url.startsWith('/api/auth/session')) return json({ user: signedIn ? user : null });
    if (url.startsWith('/api/store/orders/o-1') && answer) return json(answer);
    return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/order-confirmation" element={<OrderConfirmationPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the order confirmation, back from the payment gateway', () => {
  beforeAll(async () => {
    await loadNamespaces('orders', 'confirmation');
  });
  afterEach(() => {
    cleanup();
    setApiTransport((url, init) => fetch(url, init));
  });

  it('says Paid, and how, only once the server has the payment', async () => {
    open('/order-confirmation?order=o-1&payment=paid', order('paid'));
    expect(await screen.findByRole('heading', { name: 'Order Placed Successfully!' })).toBeTruthy();
    expect(screen.getByTestId('payment-status').textContent).toBe('Paid');
    expect(screen.getByTestId('paid-with').textContent).toBe('UPI');
    expect(screen.queryByTestId('pay-now')).toBeNull();
  });

  it('says a failed payment did not go through, takes nothing for paid, and offers Try Again', async () => {
    open('/order-confirmation?order=o-1&payment=failed', order('failed'));
    expect(await screen.findByRole('heading', { name: 'Your payment did not go through' })).toBeTruthy();
    expect(screen.getByText('No money was taken. Your order is kept: please try again.')).toBeTruthy();
    expect(screen.getByTestId('payment-status').textContent).toBe('Payment failed');
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Order Placed Successfully!' })).toBeNull();
  });

  it('asks for the payment of an order not paid yet, with its deadline and Pay now', async () => {
    open('/order-confirmation?order=o-1', order('awaiting'));
    expect(await screen.findByRole('heading', { name: 'Please pay for your order' })).toBeTruthy();
    expect(screen.getByTestId('payment-status').textContent).toBe('Awaiting payment');
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeTruthy();
    expect(screen.getByTestId('pay-now').textContent).toMatch(/^Pay by \d\d:\d\d or the order is cancelled\./);
  });

  it('says the payment is being checked while the server confirms it, without a second payment button', async () => {
    open('/order-confirmation?order=o-1&payment=pending', order('awaiting'));
    expect(await screen.findByRole('heading', { name: 'We are checking your payment' })).toBeTruthy();
    expect(screen.queryByTestId('pay-now')).toBeNull();
  });

  it('says a cash-on-delivery or bank-transfer order is still to be paid', async () => {
    open('/order-confirmation?order=o-1', order('cod_due'));
    expect(await screen.findByRole('heading', { name: 'Order Placed Successfully!' })).toBeTruthy();
    expect(screen.getByTestId('payment-status').textContent).toBe('Pay on delivery');
    cleanup();
    open('/order-confirmation?order=o-1', order('bank_awaiting'));
    expect((await screen.findByTestId('payment-status')).textContent).toBe('Awaiting bank transfer');
  });

  it('says a cancelled order was refunded, and how much', async () => {
    open('/order-confirmation?order=o-1', order('refunded', { status: 'cancelled', refunds: [{ amountPaise: 90000, method: 'gateway', status: 'processed', createdAt: '2026-11-25T07:00:00.000Z', reference: null }] }));
    expect(await screen.findByRole('heading', { name: 'This order was cancelled' })).toBeTruthy();
    expect(screen.getByTestId('payment-status').textContent).toBe('Refunded');
    expect(screen.getByTestId('refunds').textContent).toBe('₹900 refunded');
  });

  it('sends a visitor signed out meanwhile to log in, and back', async () => {
    open('/order-confirmation?order=o-1&payment=paid', order('paid'), false);
    expect((await screen.findByTestId('where')).textContent).toBe(`/user/login?returnTo=${encodeURIComponent('/order-confirmation?order=o-1&payment=paid')}`);
  });

  it('without an order to show, goes home', async () => {
    open('/order-confirmation', null);
    expect((await screen.findByTestId('where')).textContent).toBe('/');
  });
});
