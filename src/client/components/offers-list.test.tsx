import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppliedOffer, OfferHint } from '#shared/schemas/offers';
import { loadEveryLanguage, loadNamespaces } from '#client/i18n/index.ts';
import { RenderLanguage } from '#client/i18n/use-translation.ts';
import { OffersList } from './offers-list.tsx';
import { OrderTotals } from './order-totals.tsx';

// docs/product-rules.md 47: the offers a cart takes and how near it is to the others, as the cart and
// checkout show them (the server's weighing: tests/unit/offer-rules.test.ts, tests/api/offers.test.ts).

const seeds: AppliedOffer = { offerId: 'o1', name: 'Kharif seeds 10% off', kind: 'percent', discountPaise: 120_00, gift: null };
const kit: AppliedOffer = { offerId: 'o2', name: 'Kit with wheat', kind: 'free_item', discountPaise: 2500_00, gift: { productId: 'kit', name: 'मिट्टी जाँच किट', quantity: 1 } };
const hint = (over: Partial<OfferHint>): OfferHint => ({ offerId: 'h', name: 'Seeds 5%', kind: 'percent', percentBp: 500, missingPaise: null, missingUnits: null, productId: null, productName: null, freeUnits: null, giftName: null, ...over });

const show = async (language: string, ui: React.ReactNode) => {
  await act(async () => {
    render(
      <RenderLanguage.Provider value={language}>
        <Suspense fallback={null}>{ui}</Suspense>
      </RenderLanguage.Provider>,
    );
  });
};

describe('the offers list', () => {
  beforeAll(() => Promise.all([loadEveryLanguage(), loadNamespaces('offers', 'coupons')]));
  afterEach(cleanup);

  it('names each offer with what it took off, a gift with its units, and what more the cart needs for the others', async () => {
    await show('en', <OffersList applied={[seeds, kit]} close={[hint({ missingPaise: 400_00 }), hint({ offerId: 'h2', kind: 'buy_get', missingUnits: 1, productName: 'NPK', freeUnits: 1 })]} />);
    expect(screen.getByText('Kharif seeds 10% off: −₹120')).toBeTruthy();
    expect(screen.getByText('1 × मिट्टी जाँच किट free')).toBeTruthy();
    expect(screen.getByText('Add ₹400 more of the goods of “Seeds 5%” for 5% off')).toBeTruthy();
    expect(screen.getByText('Add 1 more NPK to get 1 free')).toBeTruthy();
  });

  it('speaks Hindi, and shows nothing without offers', async () => {
    await show('hi', <OffersList applied={[seeds]} close={[hint({ offerId: 'h3', kind: 'free_item', missingUnits: 2, productName: 'गेहूँ', freeUnits: 1, giftName: 'किट' })]} />);
    expect(screen.getByText('Kharif seeds 10% off: −₹120')).toBeTruthy();
    expect(screen.getByText('2 और गेहूँ जोड़ें, 1 × किट मुफ़्त पाएँ')).toBeTruthy();
    cleanup();
    await show('en', <OffersList applied={[]} close={[]} />);
    expect(screen.queryByTestId('offers')).toBeNull();
  });

  it('totals: one discount row, naming the coupon when one was used', async () => {
    await show('en', <OrderTotals subtotalPaise={5000_00} gstPaise={0} totalPaise={4700_00} discountPaise={300_00} couponCode="FARM5" />);
    expect(screen.getByTestId('discount-row').textContent).toBe('Discount (coupon FARM5)−₹300');
    cleanup();
    await show('en', <OrderTotals subtotalPaise={5000_00} gstPaise={0} totalPaise={4880_00} discountPaise={120_00} couponCode={null} />);
    expect(screen.getByTestId('discount-row').textContent).toBe('Discount−₹120');
  });
});
