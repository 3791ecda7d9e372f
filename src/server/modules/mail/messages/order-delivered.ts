import type { MailTemplate } from '../mail-text.ts';

export interface OrderDeliveredParams {
  name: string;
  orderNumber: string;
  orderPath: string;
}

/**
 * "Your order was delivered" (docs/product-rules.md 29), with the refund policy's 14 days to return
 * (docs/product-rules.md 24); the return is asked for on the order's page.
 */
export const orderDelivered: MailTemplate<OrderDeliveredParams> = {
  en: (p) => ({
    subject: `Your Hariyali order ${p.orderNumber} was delivered`,
    greeting: `Hello ${p.name},`,
    paragraphs: [
      `Your order ${p.orderNumber} has been delivered. We hope it serves you well this season.`,
      'If something is not right, you can return items within 14 days of delivery: open your order and choose the items to return.',
    ],
    facts: [['Order number', p.orderNumber]],
    action: { label: 'View your order', path: p.orderPath },
    closing: 'Happy farming! The Hariyali team',
  }),
  hi: (p) => ({
    subject: `आपका हरियाली ऑर्डर ${p.orderNumber} पहुँच गया`,
    greeting: `नमस्ते ${p.name},`,
    paragraphs: [
      `आपका ऑर्डर ${p.orderNumber} आप तक पहुँचा दिया गया है। आशा है इस मौसम में यह आपके काम आएगा।`,
      'अगर कुछ ठीक न हो, तो डिलीवरी के 14 दिनों के अंदर सामान लौटा सकते हैं: अपना ऑर्डर खोलें और लौटाने वाला सामान चुनें।',
    ],
    facts: [['ऑर्डर नंबर', p.orderNumber]],
    action: { label: 'अपना ऑर्डर देखें', path: p.orderPath },
    closing: 'खेती के लिए शुभकामनाएँ! हरियाली टीम',
  }),
  mr: (p) => ({
    subject: `तुमची हरियाली ऑर्डर ${p.orderNumber} पोहोचली`,
    greeting: `नमस्कार ${p.name},`,
    paragraphs: [
      `तुमची ऑर्डर ${p.orderNumber} तुमच्यापर्यंत पोहोचवली आहे. या हंगामात ती तुमच्या उपयोगी पडो.`,
      'काही बरोबर नसल्यास, डिलिव्हरीनंतर 14 दिवसांच्या आत माल परत करू शकता: तुमची ऑर्डर उघडा आणि परत करायचा माल निवडा.',
    ],
    facts: [['ऑर्डर क्रमांक', p.orderNumber]],
    action: { label: 'तुमची ऑर्डर पाहा', path: p.orderPath },
    closing: 'शेतीसाठी शुभेच्छा! हरियाली टीम',
  }),
};
