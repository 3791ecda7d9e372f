import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '#shared/schemas/admin-orders';
import type { AdminOrderShipment } from '#shared/schemas/shipments';
import '#client/i18n/staff-loaders.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { json, LAZY, renderAsRole, staffPageTests, type SentRequest } from '#client/test-helpers.tsx';
import { CourierCard } from './courier-card.tsx';

// docs/product-rules.md 58: the dispatcher books a pending or processing order with the courier
// from its page; once booked the card shows the AWB, courier, label and latest tracking.

const ORDER = { id: 'o-1', number: 'HY-000042', status: 'processing' } as AdminOrder;
const BOOKED: AdminOrderShipment = {
  configured: true,
  shipment: { carrier: 'shiprocket', awb: '141123221084901', courierName: 'Delhivery Surface', labelUrl: 'https://labels.example.in/label-1.pdf', pickupScheduledFor: null, bookedAt: '2026-12-10T05:00:00.000Z', status: null, statusText: null, lastEventAt: null, createdAt: '2026-12-10T05:00:00.000Z', ndrAction: null },
};

/** A stand-in server: the shipment as `first`, the booking answered by `booking`, and once booked the booking's answer. */
function serve(first: AdminOrderShipment, booking: () => Response): SentRequest[] {
  const sent: SentRequest[] = [];
  let now: unknown = first;
  setApiTransport(async (url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'POST') {
      sent.push({ method, path: new URL(String(url), 'http://shop').pathname, body: JSON.parse(String(init?.body)) });
      const answer = booking();
      if (answer.ok) now = await answer.clone().json();
      return answer;
    }
    return json(now);
  });
  return sent;
}

const fill = () => {
  for (const [label, value] of [['Weight (grams)', '1200'], ['Length (cm)', '30'], ['Breadth (cm)', '20'], ['Height (cm)', '15']] as const) {
    fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
  }
};

describe("an order's courier card", () => {
  staffPageTests('admin-orders');

  it('books the parcel with its weight and box, then shows the AWB, courier and label', async () => {
    const sent = serve({ configured: true, shipment: null }, () => json(BOOKED));
    renderAsRole('dispatcher', <CourierCard order={ORDER} />);
    await screen.findByRole('button', { name: 'Book with Shiprocket' }, LAZY);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Book with Shiprocket' }));
    await screen.findByText('141123221084901', undefined, LAZY);
    expect(sent).toEqual([{ method: 'POST', path: '/api/admin/orders/o-1/shipment', body: { weightGrams: 1200, lengthCm: 30, breadthCm: 20, heightCm: 15 } }]);
    expect(screen.getByText('Delhivery Surface')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the label (PDF)' }).getAttribute('href')).toBe('https://labels.example.in/label-1.pdf');
    expect(screen.getByText('Waiting for pickup')).toBeTruthy();
  });

  it('words the courier being unreachable and a field refused', async () => {
    let answer = json({ error: { code: 'courier_unavailable', message: 'The courier cannot be reached just now (Shiprocket is unavailable (HTTP 500)): book again in a few minutes; it goes on from where it stopped.' } }, 503);
    serve({ configured: true, shipment: null }, () => answer);
    renderAsRole('dispatcher', <CourierCard order={ORDER} />);
    await screen.findByRole('button', { name: 'Book with Shiprocket' }, LAZY);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Book with Shiprocket' }));
    expect((await screen.findByRole('alert', undefined, LAZY)).textContent).toContain('The courier cannot be reached just now. Nothing was shipped twice');
    answer = json({ error: { code: 'validation_failed', message: 'Invalid request', fields: { weightGrams: 'parcelWeight' } } }, 400);
    fireEvent.click(screen.getByRole('button', { name: 'Book with Shiprocket' }));
    await screen.findByText('The parcel\'s weight is a whole number of grams from 1 to 100000 (100 kg)', undefined, LAZY);
  });

  it('shows a failed delivery attempt to the dispatcher, who asks the courier to deliver again with a note', async () => {
    const failed = { ...BOOKED.shipment!, status: 'undelivered' as const, statusText: 'UNDELIVERED', lastEventAt: '2026-12-11T09:00:00.000Z' };
    const sent = serve({ configured: true, shipment: failed }, () => json({ configured: true, shipment: { ...failed, ndrAction: { action: 're_attempt', at: '2026-12-11T10:00:00.000Z' } } }));
    renderAsRole('dispatcher', <CourierCard order={{ ...ORDER, status: 'shipped' }} />);
    await screen.findByText(/^Delivery attempt failed: UNDELIVERED\. Call the buyer/, undefined, LAZY);
    fireEvent.change(screen.getByLabelText('Note for the courier (optional)', { exact: false }), { target: { value: ' At the field till 4 pm. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Re-attempt delivery' }));
    expect((await screen.findByTestId('ndr-taken', undefined, LAZY)).textContent).toMatch(/^Re-attempt asked of the courier on /);
    expect(sent).toEqual([{ method: 'POST', path: '/api/admin/orders/o-1/shipment/ndr', body: { action: 're_attempt', comments: 'At the field till 4 pm.' } }]);
    expect(screen.queryByRole('button', { name: 'Return to us' })).toBeNull();
  });

  it('words the courier\'s refusal of a return, and shows the answers only to a role that ships', async () => {
    const failed = { ...BOOKED.shipment!, status: 'undelivered' as const, statusText: 'UNDELIVERED' };
    const sent = serve({ configured: true, shipment: failed }, () => json({ error: { code: 'courier_refused', message: 'The courier refused: Shiprocket refused: not in NDR', params: { reason: 'Shiprocket refused: not in NDR' } } }, 422));
    renderAsRole('dispatcher', <CourierCard order={{ ...ORDER, status: 'shipped' }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Return to us' }, LAZY));
    expect((await screen.findByRole('alert', undefined, LAZY)).textContent).toContain('Shiprocket refused: not in NDR');
    expect(sent).toEqual([{ method: 'POST', path: '/api/admin/orders/o-1/shipment/ndr', body: { action: 'return' } }]);
    cleanup();
    serve({ configured: true, shipment: failed }, () => json(BOOKED));
    renderAsRole('support', <CourierCard order={{ ...ORDER, status: 'shipped' }} />);
    await screen.findByRole('status', undefined, LAZY);
    expect(screen.queryByRole('button', { name: 'Re-attempt delivery' })).toBeNull();
  });

  it('offers no booking without a courier set up, or to a role that does not ship', async () => {
    serve({ configured: false, shipment: null }, () => json(BOOKED));
    const { container } = renderAsRole('dispatcher', <CourierCard order={ORDER} />);
    await waitFor(() => expect(container.innerHTML).toBe(''));
    serve({ configured: true, shipment: null }, () => json(BOOKED));
    const other = renderAsRole('support', <CourierCard order={ORDER} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(other.container.innerHTML).toBe('');
  });
});
