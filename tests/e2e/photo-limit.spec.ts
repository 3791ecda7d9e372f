import { expect, test } from '@playwright/test';
import { hugeSixteenBitPng } from '../support/huge-png.ts';
import { signInAsAdmin } from './helpers.ts';

/**
 * A photo over the pixel limit (docs/decisions/0028): the 7000 x 7000 16-bit PNG, some 1 MB
 * on the wire but 49 megapixels to decode, is refused at once, and the product form says why in
 * the page's language, on a phone.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const TOO_LARGE = {
  en: 'The photo is too large: at most 24 megapixels (for example 6000 × 4000 pixels). Please send a smaller one',
  hi: 'फ़ोटो बहुत बड़ी है: ज़्यादा से ज़्यादा 24 मेगापिक्सेल (जैसे 6000 × 4000 पिक्सेल)। कृपया छोटी फ़ोटो भेजें',
  mr: 'फोटो खूप मोठा आहे: जास्तीत जास्त 24 मेगापिक्सेल (उदा. 6000 × 4000 पिक्सेल). कृपया लहान फोटो पाठवा',
} as const;

test('a photo of more than 24 megapixels is refused with the limit named, in English, Hindi and Marathi', async ({ page }) => {
  const huge = hugeSixteenBitPng(7000, 7000);
  await signInAsAdmin(page, '/admin/products');
  for (const lng of ['en', 'hi', 'mr'] as const) {
    // ?lang= chooses the language, and the choice lasts into the admin area.
    await page.goto(`/products?lang=${lng}`);
    await page.goto('/admin/products/new');
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({ name: 'khet-7000.png', mimeType: 'image/png', buffer: huge });
    const message = page.getByRole('alert').filter({ hasText: TOO_LARGE[lng] });
    // The answer waits for the upload over a slow link and the server's header check: no speed is asserted.
    await expect(message).toBeVisible({ timeout: 30_000 });
    // Told with the field: the message is how the file input describes itself, and it is marked invalid.
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(new RegExp(TOO_LARGE[lng].slice(0, 20)));
    await message.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`photo-too-large-${lng}.png`) });
  }
});
