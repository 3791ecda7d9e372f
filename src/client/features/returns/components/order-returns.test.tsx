import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '#client/lib/query.ts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StoreOrder } from '#shared/schemas/orders';
import { loadNamespaces } from '#client/i18n/index.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { OrderReturns } from './order-returns.tsx';

// docs/product-rules.md 24: the order page's returns. The server's side (window, quantities, seed packs, bank
// account) is tests/api/returns.test.ts; here, what the form asks and sends.

const line = (productId: string, name: string, quantity: number) => ({
  productId, name, otherNames: {}, unitPricePaise: 10000, quantity, lineTotalPaise: 10000 * quantity, discountPaise: 0, hsnCode: '1209', gstRateBp: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0,
});

function order(more: Partial<StoreOrder> = {}): StoreOrder {
  return {
    id: 'o-1', number: 'HY-000001', orderDate: '2026-11-25T06:00:00.000Z', status: 'delivered', items: [line('seed', 'Okra Seeds', 3), line('drill', 'Seed Drill', 1)],
    subtotalPaise: 40000, discountPaise: 0, couponCode: null, gstPaise: 0, totalPaise: 40000, paymentMethod: 'cod', paymentStatus: 'cod_collected', paidWith: null, paymentDueAt: null, paidAt: null, cardLast4: null,
    shipping: { fullName: 'Sunita Pawar', email: 'sunita@example.in', phone: '9822012345', address: 'Wadgaon', city: 'Pune', state: 'Maharashtra', pincode: '412210' },
    placeOfSupply: 'Maharashtra', buyerGstin: null, buyerLegalName: null, buyerAddress: null, taxSplit: [], documents: [], refunds: [], expectedDeliveryOn: null, shipment: null, timeline: [],
    returns: [],
    returnWindow: { open: true, until: '2026-12-10T06:00:00.000Z', needsBankAccount: true, lines: [{ productId: 'seed', returnable: 3, seed: true }, { productId: 'drill', returnable: 1, seed: false }] },
    ...more,
  };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the order page\'s returns', () => {
  beforeAll(async () => {
    await loadNamespaces('returns');
  });
  afterEach(cleanup);

  it('asks whether a seed pack was opened, says opened packs cannot be returned, and sends the chosen lines with the bank account', async () => {
    const sent: unknown[] = [];
    setApiTransport(async (_url, init) => {
      sent.push(JSON.parse(String(init?.body)));
      return json({ id: 'r-1' }, 201);
    });
    let changed = 0;
    render(
      <QueryClientProvider client={createQueryClient()}>
        <OrderReturns order={order()} onChanged={() => (changed += 1)} />
      </QueryClientProvider>,
    );
    expect(screen.getByText(/You can ask to return items until/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Return items' }));
    fireEvent.click(screen.getByRole('button', { name: 'One more of Okra Seeds' }));
    fireEvent.click(screen.getByRole('button', { name: 'One more of Okra Seeds' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByText('Opened seed packs may not be returned')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Damaged or defective' }));
    fireEvent.change(screen.getByLabelText(/Account holder name/), { target: { value: 'Sunita Pawar' } });
    fireEvent.change(screen.getByLabelText(/Account number/), { target: { value: '123456789012' } });
    fireEvent.change(screen.getByLabelText(/IFSC code/), { target: { value: 'SBIN0001234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask for the return' }));
    await waitFor(() => expect(changed).toBe(1));
    expect(sent).toEqual([
      { lines: [{ productId: 'seed', quantity: 2, openedSeedPacket: false }], reason: 'damaged', bankAccount: { accountHolderName: 'Sunita Pawar', accountNumber: '123456789012', ifscCode: 'SBIN0001234' } },
    ]);
    expect(screen.getByText('Your return request was sent. We will reply by e-mail.')).toBeTruthy();
  });

  it('offers a kit whole, by its name, and sends the kit (docs/product-rules.md 48)', async () => {
    const sent: unknown[] = [];
    setApiTransport(async (_url, init) => {
      sent.push(JSON.parse(String(init?.body)));
      return json({ id: 'r-2' }, 201);
    });
    const kit = { productId: 'kit', name: 'Cotton sowing kit', otherNames: {}, quantity: 1 };
    // The kit's parts, and a packet of its seed bought alone.
    const kitOrder = order({
      items: [{ ...line('seed', 'Cotton Seeds', 1), kit }, { ...line('npk', 'NPK 19:19:19', 2), kit }, line('seed', 'Cotton Seeds', 1)],
      returnWindow: { open: true, until: '2026-12-10T06:00:00.000Z', needsBankAccount: false, lines: [{ productId: 'seed', returnable: 1, seed: true }, { productId: 'kit', returnable: 1, seed: true }] },
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <OrderReturns order={kitOrder} onChanged={() => undefined} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Return items' }));
    fireEvent.click(screen.getByRole('button', { name: 'One more of Cotton sowing kit' }));
    expect(screen.getByRole('button', { name: 'One more of Cotton Seeds' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('radio', { name: 'No' })[0]!);
    fireEvent.click(screen.getByRole('radio', { name: 'Damaged or defective' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ask for the return' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ lines: [{ productId: 'kit', quantity: 1, openedSeedPacket: false }] });
  });

  it('shows each return with where it stands, and nothing to ask once the window has closed', () => {
    const returned = order({
      returnWindow: { open: false, until: '2026-12-10T06:00:00.000Z', needsBankAccount: false, lines: [] },
      returns: [{ id: 'r-1', status: 'rejected', reason: 'no_longer_needed', note: null, requestedAt: '2026-11-27T06:00:00.000Z', decidedAt: '2026-11-28T06:00:00.000Z', decisionReason: 'The drill was used', receivedAt: null, lines: [{ productId: 'drill', name: 'Seed Drill', otherNames: {}, quantity: 1, openedSeedPacket: null }], refund: null, refundAccountLast4: null }],
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <OrderReturns order={returned} onChanged={() => undefined} />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('return-status').textContent).toBe('Not accepted');
    expect(screen.getByText('Our answer: The drill was used')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Return items' })).toBeNull();
  });
});
