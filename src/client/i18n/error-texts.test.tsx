import fs from 'node:fs';
import path from 'node:path';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/languages';
import { ERROR_CODES, type ErrorCode } from '#shared/schemas/errors';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { loadEveryLanguage } from '#client/i18n/index.ts';
import '#client/i18n/staff-loaders.ts';
import { RenderLanguage } from '#client/i18n/use-translation.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useFieldError } from '#client/lib/form-errors.ts';

// docs/product-rules.md 26: the API's refusals in the page's language. The server answers with a code, its English
// message and the message's specifics (params); the client words the code in errors:<code>.
const dir = path.resolve('src/client/i18n/locales');
const errorsIn = (lng: string, ns: string): Record<string, unknown> => JSON.parse(fs.readFileSync(path.join(dir, lng, `${ns}.json`), 'utf8'));
/**
 * The storefront's error texts (errors), the admin area's and vendor portal's (staff), mobile sign-in's
 * (mobile-errors), a coupon's (coupon-errors) and a pickup point's (pickup-errors), the last four joined to errors when their pages or forms load.
 */
const errorsOf = (lng: string): Record<string, unknown> => ({ ...errorsIn(lng, 'staff'), ...errorsIn(lng, 'mobile-errors'), ...errorsIn(lng, 'coupon-errors'), ...errorsIn(lng, 'pickup-errors'), ...errorsIn(lng, 'errors') });

function hooksIn(language: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <RenderLanguage.Provider value={language}>{children}</RenderLanguage.Provider>;
  return renderHook(() => ({ errorMessage: useErrorMessage(), fieldError: useFieldError() }), { wrapper }).result.current;
}

const refusal = (code: ErrorCode, message: string, params?: Record<string, string | number>, fields?: Record<string, string>) =>
  new ApiError(409, code, message, fields, params);

/** Codes worded by the general states of common (states.genericError, states.networkError): no copy of those in errors. */
const WORDED_BY_COMMON: ErrorCode[] = ['internal_error', 'http_error', 'network_error'];

describe.each(LANGUAGES)('error texts in %s', (lng) => {
  it('has a text for every error code', () => {
    const errors = errorsOf(lng);
    const missing = ERROR_CODES.filter((code) => !WORDED_BY_COMMON.includes(code) && (typeof errors[code] !== 'string' || !(errors[code] as string).trim()));
    expect(missing).toEqual([]);
  });
});

describe('useErrorMessage and useFieldError', () => {
  beforeAll(async () => {
    await loadEveryLanguage();
  });

  it('words a server error, an answer that is not the API\'s and no connection by common\'s general states, in every language', () => {
    for (const lng of LANGUAGES) {
      const common = JSON.parse(fs.readFileSync(path.join(dir, lng, 'common.json'), 'utf8')) as { states: { genericError: string; networkError: string } };
      const { errorMessage } = hooksIn(lng);
      expect(errorMessage(new ApiError(500, 'internal_error', 'Internal Server Error'))).toBe(common.states.genericError);
      expect(errorMessage(new ApiError(502, 'http_error', 'Bad Gateway'))).toBe(common.states.genericError);
      expect(errorMessage(new ApiError(0, 'network_error', 'network'))).toBe(common.states.networkError);
    }
  });

  it('word a refusal in Hindi with the specifics the server sent', () => {
    const { errorMessage } = hooksIn('hi');
    expect(errorMessage(refusal('out_of_stock', 'Drip Kit is out of stock.', { product: 'Drip Kit' }))).toBe('Drip Kit का स्टॉक ख़त्म हो गया है।');
    expect(errorMessage(refusal('stock_limit', 'Your cart already has all 3 of Drip Kit that we have in stock.', { product: 'Drip Kit', count: 3 }))).toBe(
      'Drip Kit का हमारा पूरा स्टॉक (3) पहले से आपके कार्ट में है।',
    );
    expect(errorMessage(refusal('cart_full', 'A cart holds at most 50 different products. Please order these first.', { count: 50 }))).toContain('50');
    expect(errorMessage(refusal('rate_limited', 'Too many attempts. Please wait 15 minutes and try again.', { minutes: 15 }))).toBe(
      'बहुत ज़्यादा कोशिशें हो गईं। कृपया 15 मिनट रुककर फिर से कोशिश करें।',
    );
    expect(errorMessage(new ApiError(0, 'network_error', 'network'))).toBe('दुकान से जुड़ नहीं पाए। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।');
    expect(errorMessage(new Error('boom'))).toBe('कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।');
  });

  it('in Marathi too', () => {
    const { errorMessage } = hooksIn('mr');
    expect(errorMessage(refusal('out_of_stock', 'Drip Kit is out of stock.', { product: 'Drip Kit' }))).toBe('Drip Kit चा स्टॉक संपला आहे.');
  });

  it('keeps the English the server and the specification say', () => {
    const { errorMessage, fieldError } = hooksIn('en');
    expect(errorMessage(refusal('out_of_stock', 'Drip Kit is out of stock.', { product: 'Drip Kit' }))).toBe('Drip Kit is out of stock.');
    expect(errorMessage(new ApiError(401, 'invalid_credentials', 'Invalid email or password'))).toBe('Invalid email or password');
    expect(fieldError('An account with this email already exists. Please log in instead.')).toBe('An account with this email already exists. Please log in instead.');
    expect(fieldError('A text no catalogue has.')).toBe('A text no catalogue has.');
  });

  it('takes the specifics from the English message when a server sent no params', () => {
    const message = 'The stock changed to 59 while this form was open (orders or another edit). Please check it and save again.';
    const { errorMessage, fieldError } = hooksIn('hi');
    const expected = 'यह फ़ॉर्म खुला रहते स्टॉक बदलकर 59 हो गया (ऑर्डर या किसी और बदलाव से)। कृपया इसे जाँचकर फिर से सेव करें।';
    expect(errorMessage(refusal('stock_changed', message, undefined, { stock: message }))).toBe(expected);
    // A form puts the server's field message on its field as it came; it shows in the page's language.
    expect(fieldError(message)).toBe(expected);
  });

  it("shows the server's field messages in the page's language", () => {
    const { fieldError, errorMessage } = hooksIn('hi');
    // A schema key (the browser's own check) and the server's English text of the same key.
    expect(fieldError('email')).toBe('कृपया सही ईमेल पता डालें');
    expect(fieldError('Please enter a valid email address')).toBe('कृपया सही ईमेल पता डालें');
    expect(fieldError('An account with this email already exists.')).toBe('इस ईमेल से एक खाता पहले से बना हुआ है।');
    expect(fieldError('This password is too common. Please choose one that is harder to guess.')).toBe(
      'यह पासवर्ड बहुत आम है। कृपया ऐसा पासवर्ड चुनें जिसका अंदाज़ा लगाना मुश्किल हो।',
    );
    expect(fieldError('This HSN code is already in the table')).toBe('यह HSN कोड पहले से टेबल में है');
    // A refused form whose fields the page does not show: the field's message, else the code's text.
    const invalid = new ApiError(400, 'validation_failed', 'Invalid request: shipping.pincode: Pincode must be exactly 6 digits', {
      'shipping.pincode': 'Pincode must be exactly 6 digits',
    });
    expect(errorMessage(invalid)).toBe(fieldError('pincode'));
    expect(errorMessage(new ApiError(400, 'validation_failed', 'Invalid request: page: Page must be a whole number from 1', { page: 'Page must be a whole number from 1' }))).toBe(
      'कुछ जानकारी सही नहीं है। कृपया उसे जाँचकर फिर से कोशिश करें।',
    );
  });

  it("says a staff route the role's permissions lack is the role's refusal, and any other 403 as before", () => {
    // docs/product-rules.md 49: the admin area hides such controls; a role changed meanwhile still hears why.
    const refused = new ApiError(403, 'forbidden', 'Your role (Call-centre agent) may not change an order\'s status: it needs the permission orders.status.', {}, { role: 'call_centre', permission: 'orders.status' });
    expect(hooksIn('en').errorMessage(refused)).toBe("Your role may not do this. Please ask the shop's owner if you need it.");
    expect(hooksIn('hi').errorMessage(refused)).toBe('आपकी भूमिका को यह करने की अनुमति नहीं है। ज़रूरत हो तो दुकान के मालिक से कहें।');
    expect(hooksIn('mr').errorMessage(refused)).toBe('तुमच्या भूमिकेला हे करण्याची परवानगी नाही. गरज असल्यास दुकानाच्या मालकाला सांगा.');
    expect(hooksIn('en').errorMessage(new ApiError(403, 'forbidden', 'Forbidden'))).toBe('Access Denied: You do not have permission for this.');
  });
});
