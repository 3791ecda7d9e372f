import type { MailTemplate } from '../mail-text.ts';

export interface LatePaymentRefundedParams {
  name: string;
  orderNumber: string;
  orderPath: string;
  amount: string;
}

/**
 * "Your payment for a cancelled order is coming back" (docs/decisions/0034): a payment that reached
 * the gateway after its order was cancelled is refunded in full, and the buyer, who may think the
 * order stands, is told so.
 */
export const latePaymentRefunded: MailTemplate<LatePaymentRefundedParams> = {
  en: (p) => ({
    subject: `Your payment for the cancelled order ${p.orderNumber} is being refunded`,
    greeting: `Hello ${p.name},`,
    paragraphs: [
      `We received your payment of ${p.amount} after your order ${p.orderNumber} had been cancelled, so the order will not be delivered.`,
      `The ${p.amount} is being refunded to your original payment method. Your bank may take 5-7 working days to show it. To buy these items, please place a new order.`,
      'If you have a question, please write to us through the Contact page with your order number.',
    ],
    facts: [['Order number', p.orderNumber], ['Refund', p.amount]],
    action: { label: 'View your order', path: p.orderPath },
    closing: 'The Hariyali team',
  }),
  hi: (p) => ({
    subject: `रद्द ऑर्डर ${p.orderNumber} का आपका भुगतान लौटाया जा रहा है`,
    greeting: `नमस्ते ${p.name},`,
    paragraphs: [
      `आपका ${p.amount} का भुगतान हमें तब मिला जब आपका ऑर्डर ${p.orderNumber} रद्द हो चुका था, इसलिए यह ऑर्डर डिलीवर नहीं होगा।`,
      `${p.amount} उसी तरीके में लौटाए जा रहे हैं जिससे आपने भुगतान किया था। बैंक में दिखने में 5-7 कार्य-दिवस लग सकते हैं। ये सामान ख़रीदने के लिए कृपया नया ऑर्डर दें।`,
      'कोई सवाल हो तो संपर्क पेज से अपने ऑर्डर नंबर के साथ हमें लिखें।',
    ],
    facts: [['ऑर्डर नंबर', p.orderNumber], ['वापसी राशि', p.amount]],
    action: { label: 'अपना ऑर्डर देखें', path: p.orderPath },
    closing: 'हरियाली टीम',
  }),
  mr: (p) => ({
    subject: `रद्द ऑर्डर ${p.orderNumber} चे तुमचे पेमेंट परत केले जात आहे`,
    greeting: `नमस्कार ${p.name},`,
    paragraphs: [
      `तुमचे ${p.amount} चे पेमेंट आम्हाला तुमची ऑर्डर ${p.orderNumber} रद्द झाल्यानंतर मिळाले, त्यामुळे ही ऑर्डर डिलिव्हर होणार नाही.`,
      `${p.amount} तुम्ही ज्या पद्धतीने पैसे भरले त्यातच परत केले जात आहेत. बँकेत दिसायला 5-7 कामकाजाचे दिवस लागू शकतात. हा माल घेण्यासाठी कृपया नवी ऑर्डर द्या.`,
      'काही प्रश्न असल्यास संपर्क पानावरून तुमच्या ऑर्डर क्रमांकासह आम्हाला लिहा.',
    ],
    facts: [['ऑर्डर क्रमांक', p.orderNumber], ['परत मिळणारी रक्कम', p.amount]],
    action: { label: 'तुमची ऑर्डर पाहा', path: p.orderPath },
    closing: 'हरियाली टीम',
  }),
};
