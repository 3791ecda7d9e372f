import type { MailTemplate } from '../mail-text.ts';

export interface OrderOutForDeliveryParams {
  name: string;
  orderNumber: string;
  orderPath: string;
  carrier: string;
}

/**
 * "Your order is out for delivery" (docs/product-rules.md 58): the courier's scan of the day it is
 * brought, so the farmer is at home or keeps his phone on for the courier's call.
 */
export const orderOutForDelivery: MailTemplate<OrderOutForDeliveryParams> = {
  en: (p) => ({
    subject: `Your Hariyali order ${p.orderNumber} is out for delivery`,
    greeting: `Hello ${p.name},`,
    paragraphs: [`${p.carrier} is bringing your order ${p.orderNumber} today.`, 'Please keep your phone on: the courier may call you to find your place.'],
    facts: [['Order number', p.orderNumber], ['Courier', p.carrier]],
    action: { label: 'Follow your order', path: p.orderPath },
    closing: 'Happy farming! The Hariyali team',
  }),
  hi: (p) => ({
    subject: `आपका हरियाली ऑर्डर ${p.orderNumber} डिलीवरी के लिए निकला है`,
    greeting: `नमस्ते ${p.name},`,
    paragraphs: [`कूरियर ${p.carrier} आज आपका ऑर्डर ${p.orderNumber} ला रहा है।`, 'कृपया फ़ोन चालू रखें: आपकी जगह ढूँढने के लिए कूरियर आपको फ़ोन कर सकता है।'],
    facts: [['ऑर्डर नंबर', p.orderNumber], ['कूरियर', p.carrier]],
    action: { label: 'अपना ऑर्डर देखें', path: p.orderPath },
    closing: 'खेती के लिए शुभकामनाएँ! हरियाली टीम',
  }),
  mr: (p) => ({
    subject: `तुमची हरियाली ऑर्डर ${p.orderNumber} डिलिव्हरीसाठी निघाली आहे`,
    greeting: `नमस्कार ${p.name},`,
    paragraphs: [`कुरिअर ${p.carrier} आज तुमची ऑर्डर ${p.orderNumber} आणत आहे.`, 'कृपया फोन चालू ठेवा: तुमची जागा शोधण्यासाठी कुरिअर तुम्हाला फोन करू शकतो.'],
    facts: [['ऑर्डर क्रमांक', p.orderNumber], ['कुरिअर', p.carrier]],
    action: { label: 'तुमची ऑर्डर पाहा', path: p.orderPath },
    closing: 'शेतीसाठी शुभेच्छा! हरियाली टीम',
  }),
};
