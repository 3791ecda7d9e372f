import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEveryLanguage } from '#client/i18n/index.ts';
import { RenderLanguage } from '#client/i18n/use-translation.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { CouponField, couponTexts, type CouponFieldProps } from './coupon-field.tsx';
import { OrderTotals } from './order-totals.tsx';

// docs/product-rules.md 43: the coupon field of the cart and checkout, and the discount row of the totals
// (the server's judging of codes: tests/api).

function inLanguage(language: string, children: ReactNode) {
  return render(
    <RenderLanguage.Provider value={language}>
      <Suspense fallback={null}>{children}</Suspense>
    </RenderLanguage.Provider>,
  );
}

/** Rendered once its texts are there (it suspends until then). */
const field = async (props: Partial<CouponFieldProps> = {}, language = 'en') => {
  const onChange = vi.fn();
  await act(async () => {
    inLanguage(language, <CouponField code={null} applied={null} refusal={null} checking={false} onChange={onChange} {...props} />);
  });
  return onChange;
};

const refused = (reason: string, params: Record<string, string> = {}) =>
  new ApiError(400, 'coupon_refused', 'refused', { couponCode: 'refused' }, { reason, ...params });

describe('the coupon field', () => {
  beforeAll(() => Promise.all([loadEveryLanguage(), couponTexts]));
  afterEach(cleanup);

  it('applies a code typed in lower case with spaces as the code, and refuses what cannot be one without asking', async () => {
    const onChange = await field();
    const input = await screen.findByLabelText('Have a coupon code?');
    fireEvent.change(input, { target: { value: 'x!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('A coupon code has 3 to 20 letters, digits or hyphens.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: ' kharif 10 ' } });
    // Enter applies (at checkout the field is inside the order's form: it must not place the order).
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('KHARIF10');
  });

  it('shows the coupon applied and what it saves, and removes it', async () => {
    const onChange = await field({ code: 'KHARIF10', applied: { code: 'KHARIF10', description: 'Kharif offer', discountPaise: 150_00 } });
    expect((await screen.findByTestId('coupon-applied')).textContent).toBe('KHARIF10 applied: Kharif offer · You save ₹150');
    fireEvent.click(screen.getByRole('button', { name: 'Remove coupon KHARIF10' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('words every refusal in the page language, with its day in that language\'s format and its sum', async () => {
    await field({ code: 'KHARIF10', refusal: refused('expired', { date: '2026-11-20' }) }, 'mr');
    expect((await screen.findByRole('alert')).textContent).toBe('हा कोड 20/11/2026 रोजी संपला.');
    cleanup();
    await field({ code: 'KHARIF10', refusal: refused('minimum', { amount: '₹1,000' }) }, 'hi');
    expect((await screen.findByRole('alert')).textContent).toBe('इस कोड के लिए जिन चीज़ों पर यह लागू है, वे कम से कम ₹1,000 की होनी चाहिए।');
    cleanup();
    await field({ code: 'KHARIF10', refusal: refused('firstOrderOnly') });
    expect((await screen.findByRole('alert')).textContent).toBe('This code is for a first order only.');
    cleanup();
    // A code the server finds malformed, and a refusal the page does not know, are still worded.
    await field({ code: 'KHARIF10', refusal: new ApiError(400, 'validation_failed', 'bad', { couponCode: 'couponCode' }) }, 'hi');
    expect((await screen.findByRole('alert')).textContent).toBe('कूपन कोड में 3 से 20 अक्षर, अंक या हाइफ़न होते हैं।');
    cleanup();
    await field({ code: 'KHARIF10', refusal: refused('somethingNew') }, 'mr');
    expect((await screen.findByRole('alert')).textContent).toBe('हा कूपन कोड या ऑर्डरवर वापरता येत नाही.');
  });
});

describe('the totals with a coupon', () => {
  beforeAll(() => loadEveryLanguage());
  afterEach(cleanup);

  it('show the discount row only with a discount, and the total as given', async () => {
    inLanguage('en', <OrderTotals subtotalPaise={1500_00} discountPaise={150_00} couponCode="KHARIF10" gstPaise={243_00} totalPaise={1593_00} />);
    expect((await screen.findByTestId('discount-row')).textContent).toBe('Discount (coupon KHARIF10)−₹150');
    expect(screen.getByTestId('total-amount').textContent).toBe('₹1,593');
    cleanup();
    inLanguage('en', <OrderTotals subtotalPaise={1500_00} discountPaise={0} couponCode={null} gstPaise={270_00} totalPaise={1770_00} />);
    expect(screen.queryByTestId('discount-row')).toBeNull();
  });
});
