import type { MailTemplate } from '../mail-text.ts';

export interface OrderPaidParams {
  name: string;
  orderNumber: string;
  total: string;
  orderPath: string;
  /** Online: this mail is also the order's confirmation (an unpaid online order gets none). */
  paymentMethod: 'online' | 'bank_transfer';
}

/**
 * "Payment received" (docs/product-rules.md 30): when an online payment is confirmed (the gateway's signed word)
 * or the admin records a bank transfer. Cash handed over on delivery needs no receipt by mail.
 */
export const orderPaid: MailTemplate<OrderPaidParams> = {
  en: (p) => ({
    subject: `Payment received for your Hariyali order ${p.orderNumber}`,
    greeting: `Hello ${p.name},`,
    paragraphs: [
      p.paymentMethod === 'online'
        ? `We have received your online payment of ${p.total}. Your order ${p.orderNumber} is confirmed, and we will start packing it soon.`
        : `We have received your bank transfer of ${p.total} for order ${p.orderNumber}. We are now getting your order ready to send.`,
      'We will write to you again when your order is on its way.',
    ],
    facts: [
      ['Order number', p.orderNumber],
      ['Amount paid', p.total],
    ],
    action: { label: 'View your order', path: p.orderPath },
    closing: 'Happy farming! The Hariyali team',
  }),
  hi: (p) => ({
    subject: `हरियाली ऑर्डर ${p.orderNumber} का भुगतान मिल गया`,
    greeting: `नमस्ते ${p.name},`,
    paragraphs: [
      p.paymentMethod === 'online'
        ? `हमें आपका ${p.total} का ऑनलाइन भुगतान मिल गया है। आपका ऑर्डर ${p.orderNumber} पक्का हो गया है और हम जल्द ही इसे पैक करना शुरू करेंगे।`
        : `हमें ऑर्डर ${p.orderNumber} के लिए आपका ${p.total} का बैंक ट्रांसफ़र मिल गया है। अब हम आपका ऑर्डर भेजने की तैयारी कर रहे हैं।`,
      'ऑर्डर रवाना होने पर हम आपको फिर से लिखेंगे।',
    ],
    facts: [
      ['ऑर्डर नंबर', p.orderNumber],
      ['भुगतान की गई राशि', p.total],
    ],
    action: { label: 'अपना ऑर्डर देखें', path: p.orderPath },
    closing: 'खेती के लिए शुभकामनाएँ! हरियाली टीम',
  }),
  mr: (p) => ({
    subject: `हरियाली ऑर्डर ${p.orderNumber} चे पेमेंट मिळाले`,
    greeting: `नमस्कार ${p.name},`,
    paragraphs: [
      p.paymentMethod === 'online'
        ? `तुमचे ${p.total} चे ऑनलाइन पेमेंट आम्हाला मिळाले आहे. तुमची ऑर्डर ${p.orderNumber} निश्चित झाली आहे आणि आम्ही लवकरच ती पॅक करायला सुरुवात करू.`
        : `ऑर्डर ${p.orderNumber} साठी तुमचे ${p.total} चे बँक ट्रान्सफर आम्हाला मिळाले आहे. आता आम्ही तुमची ऑर्डर पाठवण्याची तयारी करत आहोत.`,
      'ऑर्डर रवाना झाल्यावर आम्ही तुम्हाला पुन्हा कळवू.',
    ],
    facts: [
      ['ऑर्डर क्रमांक', p.orderNumber],
      ['भरलेली रक्कम', p.total],
    ],
    action: { label: 'तुमची ऑर्डर पाहा', path: p.orderPath },
    closing: 'शेतीसाठी शुभेच्छा! हरियाली टीम',
  }),
};
