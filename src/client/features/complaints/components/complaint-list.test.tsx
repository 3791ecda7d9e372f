import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '#client/i18n/index.ts';
import type { StoreGrievance } from '#shared/schemas/grievances';
import { sampleComplaint } from '#client/test-helpers.tsx';
import { ComplaintList } from './complaint-list.tsx';

const complaint = (over: Partial<StoreGrievance>) => sampleComplaint({ number: 'GR-000007', category: 'wrong_item', text: 'Got a different pesticide.', ...over });

// docs/product-rules.md 54: the customer sees each of his complaints' status and every answer.
describe("the customer's complaints", () => {
  beforeAll(() => loadNamespaces('complaints'));
  afterEach(cleanup);

  it('shows each complaint with its number, status, order and every answer in order', () => {
    render(
      <ComplaintList
        items={[
          complaint({
            status: 'resolved',
            replies: [
              { id: 'r1', from: 'staff', step: 'acknowledge', message: 'Sorry, checking with the seller.', createdAt: '2026-12-04T10:00:00.000Z' },
              { id: 'r2', from: 'staff', step: 'resolve', message: 'The right product was delivered.', createdAt: '2026-12-08T10:00:00.000Z' },
            ],
          }),
          complaint({ id: 'g2', number: 'GR-000008', orderNumber: null, category: 'other' }),
        ]}
      />,
    );
    const [resolved, open] = screen.getAllByTestId('complaint');
    expect(within(resolved!).getByRole('heading', { name: 'Complaint GR-000007' })).toBeTruthy();
    expect(within(resolved!).getByTestId('complaint-status').textContent).toBe('Resolved');
    expect(within(resolved!).getByText(/Order HY-000042/)).toBeTruthy();
    expect(within(resolved!).getAllByTestId('complaint-reply').map((r) => r.textContent)).toEqual([
      expect.stringContaining('Sorry, checking with the seller.'),
      expect.stringContaining('The right product was delivered.'),
    ]);
    expect(within(open!).getByTestId('complaint-status').textContent).toBe('Received');
    expect(within(open!).getByText('No answer yet.')).toBeTruthy();
    expect(within(open!).getByText(/Reply due by/)).toBeTruthy();
  });

  it('says so when there is none', () => {
    render(<ComplaintList items={[]} />);
    expect(screen.getByText(/You have no complaints/)).toBeTruthy();
  });
});
