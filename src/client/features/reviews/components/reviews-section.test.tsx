import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '#client/lib/query.ts';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoreOwnReview, StoreReviewList } from '#shared/schemas/reviews';
import { setApiTransport } from '#client/lib/api-client.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { ReviewsSection } from './reviews-section.tsx';

// docs/product-rules.md 33: "Reviews" is a heading and a button until reached; then the list (first names, the
// real average) and, for a buyer whose order was delivered, the form load in place. The server's
// side is tests/api/reviews.test.ts.

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const sent: unknown[] = [];

function open(list: StoreReviewList) {
  let current = list;
  setApiTransport(async (url, init) => {
    if (init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { rating: number; text: string };
      sent.push(body);
      const own: StoreOwnReview = { id: 'r9', rating: body.rating, text: body.text, reviewerName: 'Ganesh', createdAt: '2026-11-25T08:00:00.000Z', updatedAt: '2026-11-25T08:00:00.000Z', hidden: false };
      current = { ...current, own, rating: { average: body.rating, count: 1 } };
      return json(own);
    }
    expect(url).toContain('/api/store/products/p1/reviews');
    return json(current);
  });
  let changed = 0;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReviewsSection productId="p1" title="Reviews" showLabel="Show reviews" onChange={() => (changed += 1)} />
    </QueryClientProvider>,
  );
  return () => changed;
}

const EMPTY: StoreReviewList = { items: [], rating: { average: null, count: 0 }, page: 1, pageSize: 10, pageCount: 1, canReview: false, own: null };

describe('Reviews on the product page', () => {
  afterEach(() => {
    cleanup();
    sent.length = 0;
    setApiTransport((url, init) => fetch(url, init));
  });

  it('is a heading and a button until tapped, then shows the reviews with first names and the real average', async () => {
    open({ ...EMPTY, items: [{ id: 'r1', rating: 4, text: 'Good sprayer', reviewerName: 'Sunita', createdAt: '2026-11-20T08:00:00.000Z', updatedAt: '2026-11-20T08:00:00.000Z' }], rating: { average: 4, count: 1 } });
    expect(screen.getByRole('heading', { name: 'Reviews' })).toBeTruthy();
    expect(screen.queryByText('Good sprayer')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show reviews' }));
    // The chunk loads on the tap: give it time on a busy machine.
    expect(await screen.findByText('Good sprayer', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Sunita')).toBeTruthy();
    expect(screen.getByText('4.0 out of 5 (1 review)')).toBeTruthy();
    expect(screen.getByText('Buyers can review this product once their order of it is delivered.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save review' })).toBeNull();
  });

  it('lets a buyer with a delivered order choose stars (required) and save the review', async () => {
    const changed = open({ ...EMPTY, canReview: true });
    fireEvent.click(screen.getByRole('button', { name: 'Show reviews' }));
    expect(await screen.findByText('No reviews yet.', undefined, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save review' }));
    expect(await screen.findByText('Please choose from 1 to 5 stars')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByLabelText('5 stars'));
    fireEvent.change(screen.getByLabelText(/Your review/), { target: { value: 'Sprouted well' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save review' }));
    expect(await screen.findByText('Thank you: your review is saved.')).toBeTruthy();
    expect(sent).toEqual([{ rating: 5, text: 'Sprouted well' }]);
    await waitFor(() => expect(changed()).toBe(1));
    expect(await screen.findByRole('button', { name: 'Edit your review' })).toBeTruthy();
  });
});
