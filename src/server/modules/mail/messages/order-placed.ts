import type { BankTransferDetails } from '#shared/schemas/orders';
import type { MailTemplate } from '../mail-text.ts';
import { mailDate } from './order-shipped.ts';

export interface OrderPlacedParams {
  name: string;
  orderNumber: string;
  /** The order's total with GST, formatted (₹12,34,567). */
  total: string;
  orderPath: string;
  /** Online orders get "payment received" once paid instead (order-paid.ts). */
  paymentMethod: 'cod' | 'bank_transfer';
  /** The account to pay into, as the order was told it (bank transfer only). */
  bank: BankTransferDetails | null;
  /**
   * The day the order is promised by (YYYY-MM-DD), as the order stores it: the same rule as the
   * product page's "Delivery by" and the confirmation (docs/product-rules.md 29).
   */
  expectedOn: string | null;
}

type Facts = Array<[string, string]>;

const bankFacts = (bank: BankTransferDetails | null, labels: [string, string, string, string]): Facts =>
  bank ? [[labels[0], bank.bankName], [labels[1], bank.accountHolderName], [labels[2], bank.accountNumber], [labels[3], bank.ifscCode]] : [];

/**
 * "Your order is placed" (docs/product-rules.md 30), sent when a cash-on-delivery or bank-transfer order is
 * written; a bank transfer's mail carries the account to pay into and the reference to give.
 */
export const orderPlaced: MailTemplate<OrderPlacedParams> = {
  en: (p) => ({
    subject: `Your Hariyali order ${p.orderNumber} is placed`,
    greeting: `Hello ${p.name},`,
    paragraphs: [
      'Thank you for your order. We have received it and will start packing it soon.',
      p.paymentMethod === 'cod'
        ? `Please keep ${p.total} ready in cash: you pay when the order is delivered.`
        : `Please transfer ${p.total} by NEFT, RTGS or IMPS to the bank account below, with the order number ${p.orderNumber} in the transfer's remarks. We send your order as soon as the money arrives.`,
      'We will write to you again when your order is on its way.',
    ],
    facts: [
      ['Order number', p.orderNumber],
      ['Total (GST included)', p.total],
      ['Payment', p.paymentMethod === 'cod' ? 'Cash on delivery' : 'Bank transfer'],
      ...((p.expectedOn ? [['Expected delivery', mailDate(p.expectedOn, 'en')]] : []) as Facts),
      ...bankFacts(p.bank, ['Bank', 'Account holder', 'Account number', 'IFSC']),
    ],
    action: { label: 'View your order', path: p.orderPath },
    closing: 'Happy farming! The Hariyali team',
  }),
  hi: (p) => ({
    subject: `आपका हरियाली ऑर्डर ${p.orderNumber} मिल गया है`,
    greeting: `नमस्ते ${p.name},`,
    paragraphs: [
      'आपके ऑर्डर के लिए धन्यवाद। हमें आपका ऑर्डर मिल गया है और हम जल्द ही इसे पैक करना शुरू करेंगे।',
      p.paymentMethod === 'cod'
        ? `कृपया ${p.total} नकद तैयार रखें: भुगतान ऑर्डर की डिलीवरी के समय करना है।`
        : `कृपया ${p.total} NEFT, RTGS या IMPS से नीचे दिए बैंक खाते में भेजें और ट्रांसफ़र के विवरण (रिमार्क) में ऑर्डर नंबर ${p.orderNumber} लिखें। पैसे मिलते ही हम आपका ऑर्डर भेज देंगे।`,
      'ऑर्डर रवाना होने पर हम आपको फिर से लिखेंगे।',
    ],
    facts: [
      ['ऑर्डर नंबर', p.orderNumber],
      ['कुल राशि (GST सहित)', p.total],
      ['भुगतान', p.paymentMethod === 'cod' ? 'डिलीवरी पर नकद' : 'बैंक ट्रांसफ़र'],
      ...((p.expectedOn ? [['अपेक्षित डिलीवरी', mailDate(p.expectedOn, 'hi')]] : []) as Facts),
      ...bankFacts(p.bank, ['बैंक', 'खाताधारक', 'खाता नंबर', 'IFSC']),
    ],
    action: { label: 'अपना ऑर्डर देखें', path: p.orderPath },
    closing: 'खेती के लिए शुभकामनाएँ! हरियाली टीम',
  }),
  mr: (p) => ({
    subject: `तुमची हरियाली ऑर्डर ${p.orderNumber} मिळाली आहे`,
    greeting: `नमस्कार ${p.name},`,
    paragraphs: [
      'तुमच्या ऑर्डरबद्दल धन्यवाद. तुमची ऑर्डर आम्हाला मिळाली आहे आणि आम्ही लवकरच ती पॅक करायला सुरुवात करू.',
      p.paymentMethod === 'cod'
        ? `कृपया ${p.total} रोख तयार ठेवा: ऑर्डर हातात मिळाल्यावर पैसे द्यायचे आहेत.`
        : `कृपया ${p.total} NEFT, RTGS किंवा IMPS ने खालील बँक खात्यात पाठवा आणि ट्रान्सफरच्या तपशिलात (रिमार्क) ऑर्डर क्रमांक ${p.orderNumber} लिहा. पैसे जमा होताच आम्ही तुमची ऑर्डर पाठवू.`,
      'ऑर्डर रवाना झाल्यावर आम्ही तुम्हाला पुन्हा कळवू.',
    ],
    facts: [
      ['ऑर्डर क्रमांक', p.orderNumber],
      ['एकूण रक्कम (GST सह)', p.total],
      ['पेमेंट', p.paymentMethod === 'cod' ? 'कॅश ऑन डिलिव्हरी' : 'बँक ट्रान्सफर'],
      ...((p.expectedOn ? [['अपेक्षित डिलिव्हरी', mailDate(p.expectedOn, 'mr')]] : []) as Facts),
      ...bankFacts(p.bank, ['बँक', 'खातेदार', 'खाते क्रमांक', 'IFSC']),
    ],
    action: { label: 'तुमची ऑर्डर पाहा', path: p.orderPath },
    closing: 'शेतीसाठी शुभेच्छा! हरियाली टीम',
  }),
};
