import type { MailTemplate } from '../mail-text.ts';

export interface OrderShippedParams {
  name: string;
  orderNumber: string;
  orderPath: string;
  /** Sent by a carrier with its tracking number, or by the shop's own vehicle (no number). */
  shipment: { ownDelivery: true } | { ownDelivery: false; carrier: string; trackingNumber: string };
  /** The day it should arrive by ('YYYY-MM-DD', a day in India), or null for an order without a promise. */
  expectedOn: string | null;
}

/** A calendar day as the reader's language writes it ("4 December 2026", "4 दिसंबर 2026"), with the digits 0-9. */
export function mailDate(date: string, language: 'en' | 'hi' | 'mr'): string {
  const locale = language === 'en' ? 'en-IN' : `${language}-IN-u-nu-latn`;
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

type Facts = Array<[string, string]>;

/**
 * "Your order has shipped" (docs/product-rules.md 29): how it travels (the carrier and
 * tracking number, or the shop's own delivery) and the day it should arrive by.
 */
export const orderShipped: MailTemplate<OrderShippedParams> = {
  en: (p) => ({
    subject: `Your Hariyali order ${p.orderNumber} has shipped`,
    greeting: `Hello ${p.name},`,
    paragraphs: [
      p.shipment.ownDelivery
        ? `Good news: your order ${p.orderNumber} is on its way in Hariyali's own delivery vehicle.`
        : `Good news: your order ${p.orderNumber} is on its way with ${p.shipment.carrier}. You can follow it on the carrier's website with the tracking number below.`,
      ...(p.expectedOn ? [`It should reach you by ${mailDate(p.expectedOn, 'en')}.`] : []),
      'Your order page shows every step of its journey.',
    ],
    facts: [
      ['Order number', p.orderNumber],
      ...((p.shipment.ownDelivery
        ? [['Delivery', "Hariyali's own delivery"]]
        : [['Carrier', p.shipment.carrier], ['Tracking number', p.shipment.trackingNumber]]) as Facts),
      ...((p.expectedOn ? [['Expected delivery', mailDate(p.expectedOn, 'en')]] : []) as Facts),
    ],
    action: { label: 'Track your order', path: p.orderPath },
    closing: 'Happy farming! The Hariyali team',
  }),
  hi: (p) => ({
    subject: `आपका हरियाली ऑर्डर ${p.orderNumber} रवाना हो गया है`,
    greeting: `नमस्ते ${p.name},`,
    paragraphs: [
      p.shipment.ownDelivery
        ? `अच्छी ख़बर: आपका ऑर्डर ${p.orderNumber} हरियाली की अपनी डिलीवरी गाड़ी से आपके पास आ रहा है।`
        : `अच्छी ख़बर: आपका ऑर्डर ${p.orderNumber} ${p.shipment.carrier} से आपके पास आ रहा है। नीचे दिए ट्रैकिंग नंबर से आप कूरियर की वेबसाइट पर इसे देख सकते हैं।`,
      ...(p.expectedOn ? [`यह ${mailDate(p.expectedOn, 'hi')} तक आपके पास पहुँच जाना चाहिए।`] : []),
      'आपके ऑर्डर के पेज पर इसके सफ़र का हर पड़ाव दिखता है।',
    ],
    facts: [
      ['ऑर्डर नंबर', p.orderNumber],
      ...((p.shipment.ownDelivery
        ? [['डिलीवरी', 'हरियाली की अपनी डिलीवरी']]
        : [['कूरियर', p.shipment.carrier], ['ट्रैकिंग नंबर', p.shipment.trackingNumber]]) as Facts),
      ...((p.expectedOn ? [['अपेक्षित डिलीवरी', mailDate(p.expectedOn, 'hi')]] : []) as Facts),
    ],
    action: { label: 'अपना ऑर्डर ट्रैक करें', path: p.orderPath },
    closing: 'खेती के लिए शुभकामनाएँ! हरियाली टीम',
  }),
  mr: (p) => ({
    subject: `तुमची हरियाली ऑर्डर ${p.orderNumber} रवाना झाली आहे`,
    greeting: `नमस्कार ${p.name},`,
    paragraphs: [
      p.shipment.ownDelivery
        ? `आनंदाची बातमी: तुमची ऑर्डर ${p.orderNumber} हरियालीच्या स्वतःच्या डिलिव्हरी गाडीतून तुमच्याकडे येत आहे.`
        : `आनंदाची बातमी: तुमची ऑर्डर ${p.orderNumber} ${p.shipment.carrier} मार्फत तुमच्याकडे येत आहे. खालील ट्रॅकिंग क्रमांकाने कुरिअरच्या वेबसाइटवर तुम्ही ती पाहू शकता.`,
      ...(p.expectedOn ? [`ती ${mailDate(p.expectedOn, 'mr')} पर्यंत तुमच्याकडे पोहोचायला हवी.`] : []),
      'तुमच्या ऑर्डरच्या पानावर तिच्या प्रवासाचा प्रत्येक टप्पा दिसतो.',
    ],
    facts: [
      ['ऑर्डर क्रमांक', p.orderNumber],
      ...((p.shipment.ownDelivery
        ? [['डिलिव्हरी', 'हरियालीची स्वतःची डिलिव्हरी']]
        : [['कुरिअर', p.shipment.carrier], ['ट्रॅकिंग क्रमांक', p.shipment.trackingNumber]]) as Facts),
      ...((p.expectedOn ? [['अपेक्षित डिलिव्हरी', mailDate(p.expectedOn, 'mr')]] : []) as Facts),
    ],
    action: { label: 'तुमची ऑर्डर ट्रॅक करा', path: p.orderPath },
    closing: 'शेतीसाठी शुभेच्छा! हरियाली टीम',
  }),
};
