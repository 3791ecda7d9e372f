import type { MailTemplate } from '../mail-text.ts';

export interface VendorOrderLineParams {
  /** The vendor account's holder. */
  name: string;
  businessName: string;
  /** HY-000123, as the vendor's Orders tab shows it (src/shared/order-number.ts). */
  orderNumber: string;
  /** The vendor's own lines of the order only, as "2 × Okra Seeds Arka Anamika", one per entry. */
  lines: string[];
  /**
   * The buyer's town, as a vendor may see the order (OrderReads.shipToOf): never the buyer's
   * address, phone or e-mail, which stay with the shop (docs/product-rules.md 37).
   */
  town: string;
}

/** The vendor's orders: the Orders tab of its dashboard (src/client/app/routes/vendor-dashboard.tsx). */
const VENDOR_ORDERS_PATH = '/vendor/dashboard?tab=orders';

/**
 * "A new order for you" (docs/product-rules.md 36): to a vendor whose products a confirmed order
 * holds (cash on delivery or bank transfer when placed, online once paid), so it can get them
 * ready; one message per order, listing only its own lines.
 */
export const vendorOrderLine: MailTemplate<VendorOrderLineParams> = {
  en: (p) => ({
    subject: `New order ${p.orderNumber} for ${p.businessName}`,
    greeting: `Hello ${p.name},`,
    paragraphs: [
      `A farmer in ${p.town} has ordered from ${p.businessName} on Hariyali. Please keep the items below ready.`,
      'You will find the order in the Orders tab of your vendor dashboard.',
    ],
    facts: [
      ['Order number', p.orderNumber],
      ['Items', p.lines.join(', ')],
      ['Delivery to', p.town],
    ],
    action: { label: 'See your orders', path: VENDOR_ORDERS_PATH },
    closing: 'The Hariyali team',
  }),
  hi: (p) => ({
    subject: `${p.businessName} के लिए नया ऑर्डर ${p.orderNumber}`,
    greeting: `नमस्ते ${p.name},`,
    paragraphs: [
      `${p.town} के एक किसान ने हरियाली पर ${p.businessName} का सामान ऑर्डर किया है। कृपया नीचे दिया सामान तैयार रखें।`,
      'यह ऑर्डर आपके विक्रेता डैशबोर्ड के "ऑर्डर" टैब में दिखेगा।',
    ],
    facts: [
      ['ऑर्डर नंबर', p.orderNumber],
      ['सामान', p.lines.join(', ')],
      ['डिलीवरी', p.town],
    ],
    action: { label: 'अपने ऑर्डर देखें', path: VENDOR_ORDERS_PATH },
    closing: 'हरियाली टीम',
  }),
  mr: (p) => ({
    subject: `${p.businessName} साठी नवीन ऑर्डर ${p.orderNumber}`,
    greeting: `नमस्कार ${p.name},`,
    paragraphs: [
      `${p.town} येथील एका शेतकऱ्याने हरियालीवर ${p.businessName} चा माल ऑर्डर केला आहे. कृपया खाली दिलेला माल तयार ठेवा.`,
      'ही ऑर्डर तुमच्या विक्रेता डॅशबोर्डच्या "ऑर्डर" टॅबमध्ये दिसेल.',
    ],
    facts: [
      ['ऑर्डर क्रमांक', p.orderNumber],
      ['उत्पादने', p.lines.join(', ')],
      ['डिलिव्हरी', p.town],
    ],
    action: { label: 'तुमच्या ऑर्डर पाहा', path: VENDOR_ORDERS_PATH },
    closing: 'हरियाली टीम',
  }),
};
