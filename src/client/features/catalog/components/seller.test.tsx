import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StoreSeller } from '#shared/schemas/catalog';
import { loadEveryLanguage, loadNamespaces } from '#client/i18n/index.ts';
import { RenderLanguage } from '#client/i18n/use-translation.ts';
import { SellerBlock } from './seller.tsx';

// docs/product-rules.md 52: the product page's seller (the server's side, and the rendered page, are
// tests/api/seller-details.test.ts).
const vendor: StoreSeller = { shop: false, name: 'Shirur Krishi Seva', address: 'Station Road, Shirur, Pune 412210', phone: { dial: '+919823055555', display: '+91 98230 55555' }, gstin: '27AAPFU0939F1ZV' };

const show = async (language: string, seller: StoreSeller) => {
  await act(async () => {
    render(
      <RenderLanguage.Provider value={language}>
        <Suspense fallback={null}>
          <SellerBlock seller={seller} shopName="Hariyali" />
        </Suspense>
      </RenderLanguage.Provider>,
    );
  });
};

describe('the seller block', () => {
  beforeAll(() => Promise.all([loadEveryLanguage(), loadNamespaces('seller')]));
  afterEach(cleanup);

  it("names a vendor: business name, address, customer-care number to call, GSTIN, and where to complain", async () => {
    await show('en', vendor);
    expect(screen.getByRole('heading', { name: 'Seller details' })).toBeTruthy();
    for (const text of ['Shirur Krishi Seva', 'Station Road, Shirur, Pune 412210', '27AAPFU0939F1ZV']) expect(screen.getByText(text).getAttribute('lang'), text).toBe('en');
    expect(screen.getByRole('link', { name: '+91 98230 55555' }).getAttribute('href')).toBe('tel:+919823055555');
    expect(screen.getByRole('link', { name: /grievance officer/ }).getAttribute('href')).toBe('/contact#grievance');
  });

  it('speaks Hindi, and leaves out what the shop has not set, naming it by its brand', async () => {
    await show('hi', { shop: true, name: null, address: null, phone: null, gstin: null });
    expect(screen.getByRole('heading', { name: 'विक्रेता का विवरण' })).toBeTruthy();
    expect(screen.getByText('Hariyali')).toBeTruthy();
    expect(screen.queryByText('पता')).toBeNull();
    expect(screen.queryByText('ग्राहक सेवा')).toBeNull();
    expect(screen.queryByText('जीएसटीआईएन')).toBeNull();
    expect(screen.getByRole('link', { name: 'कोई शिकायत? हमारे शिकायत अधिकारी को लिखें' })).toBeTruthy();
  });
});
