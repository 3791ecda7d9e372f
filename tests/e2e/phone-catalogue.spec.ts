import { expect, test } from '@playwright/test';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

for (const lang of ['en', 'hi', 'mr'] as const) {
  test(`the catalogue on a 390 px phone in ${lang}: two columns of compact cards, nothing wider than the screen`, async ({ page }) => {
    await page.goto(`/products?lang=${lang}`);
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(4);
    // Measured once the page's code has taken the list over (a card replaced meanwhile has no box).
    await page.waitForLoadState('networkidle');
    const boxes = await Promise.all((await cards.all()).map(async (card) => (await card.boundingBox())!));
    // Two side by side: the first two share a row, the third starts the next.
    expect(Math.abs(boxes[0]!.y - boxes[1]!.y)).toBeLessThan(2);
    expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x + boxes[0]!.width - 1);
    expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y + 10);
    for (const box of boxes) {
      expect(box.width).toBeLessThanOrEqual(PHONE.width / 2);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      // Compact: a card is well under the ~600 px one-column cards it replaces.
      expect(box.height).toBeLessThan(420);
    }
    // No text runs out of its card, and the page does not scroll sideways.
    const overflowing = await cards.evaluateAll((els) => els.filter((el) => [el, ...el.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'hidden')).length);
    expect(overflowing).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // Each card has its Add to Cart (or says it is sold out), as a 44 px target.
    const button = cards.first().getByRole('button');
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  });
}

test('Add to Cart on a catalogue card puts one pack in the cart without leaving the list', async ({ page }) => {
  await page.goto('/products');
  // Before hydration the button posts its form (the no-JavaScript path, which opens the cart).
  await page.waitForLoadState('networkidle');
  // The first card whose product can be added (its button names it), kept by its name: the
  // button's name changes to "Added to Cart!" once pressed.
  const addable = page.getByTestId('product-card').filter({ has: page.getByRole('button', { name: /^Add to Cart: / }) }).first();
  const name = (await addable.getByRole('heading').textContent())!.trim();
  const card = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await card.getByRole('button', { name: `Add to Cart: ${name}` }).tap();
  await expect(card.getByText('Added to Cart!')).toBeVisible();
  await expect(page).toHaveURL(/\/products$/);
  await page.goto('/cart');
  await expect(page.getByText(name).first()).toBeVisible();
});
