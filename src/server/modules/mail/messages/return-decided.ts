import type { MailTemplate } from '../mail-text.ts';

export interface ReturnDecidedParams {
  name: string;
  /** The order's UUID: only its link. */
  orderId: string;
  /** HY-000123, as every other page and message shows it (src/shared/order-number.ts). */
  orderNumber: string;
  approved: boolean;
  /** The items returned, as "2 × Premium Wheat Seeds" in the order's language, one per entry. */
  items: string[];
  /** The reason given with the decision (required for a rejection). */
  reason: string | null;
  /** How the money goes back: to the online payment, or by bank transfer to the account ending in these digits. */
  refundTo: { kind: 'online' } | { kind: 'bank'; last4: string };
}

/** "Your return was approved / rejected" (docs/product-rules.md 24), with what happens next (the refund policy's steps). */
export const returnDecided: MailTemplate<ReturnDecidedParams> = {
  en: (p) => ({
    subject: p.approved ? `Your return for order ${p.orderNumber} was approved` : `Your return for order ${p.orderNumber} was not accepted`,
    greeting: `Hello ${p.name},`,
    paragraphs: p.approved
      ? [
          'We have approved your return. Please pack the items in their original packaging, with the invoice, and keep them ready: we will tell you how to send them or when they will be collected.',
          p.refundTo.kind === 'online'
            ? 'Once we receive and check the items, we refund their price with GST to your original payment method. Your bank may take 7-10 business days to show it.'
            : `Once we receive and check the items, we refund their price with GST by bank transfer to your account ending in ${p.refundTo.last4}.`,
        ]
      : ['We are sorry: we could not accept your return.', 'If you have questions, please write to us through the Contact page with your order id.'],
    facts: [['Items', p.items.join(', ')], ...(p.reason ? ([['Reason', p.reason]] as Array<[string, string]>) : [])],
    action: { label: 'See your order', path: `/user/orders/${p.orderId}` },
    closing: 'Thank you for shopping with Hariyali.',
  }),
  hi: (p) => ({
    subject: p.approved ? `ऑर्डर ${p.orderNumber} की वापसी मंज़ूर हो गई` : `ऑर्डर ${p.orderNumber} की वापसी स्वीकार नहीं हुई`,
    greeting: `नमस्ते ${p.name},`,
    paragraphs: p.approved
      ? [
          'हमने आपकी वापसी मंज़ूर कर दी है। कृपया सामान को उसकी असली पैकिंग में, बिल के साथ, तैयार रखें: हम आपको बताएँगे कि उसे कैसे भेजना है या कब लिया जाएगा।',
          p.refundTo.kind === 'online'
            ? 'सामान मिलने और जाँचने के बाद हम उसकी कीमत GST समेत आपके ऑनलाइन भुगतान के तरीके में लौटा देंगे। बैंक में दिखने में 7-10 कार्य-दिवस लग सकते हैं।'
            : `सामान मिलने और जाँचने के बाद हम उसकी कीमत GST समेत बैंक ट्रांसफ़र से आपके उस खाते में भेजेंगे जिसके आखिरी अंक ${p.refundTo.last4} हैं।`,
        ]
      : ['हमें खेद है: हम आपकी वापसी स्वीकार नहीं कर सके।', 'कोई सवाल हो तो संपर्क पेज से अपने ऑर्डर आईडी के साथ हमें लिखें।'],
    facts: [['सामान', p.items.join(', ')], ...(p.reason ? ([['कारण', p.reason]] as Array<[string, string]>) : [])],
    action: { label: 'अपना ऑर्डर देखें', path: `/user/orders/${p.orderId}` },
    closing: 'हरियाली से ख़रीदारी के लिए धन्यवाद।',
  }),
  mr: (p) => ({
    subject: p.approved ? `ऑर्डर ${p.orderNumber} ची परतीची विनंती मंजूर झाली` : `ऑर्डर ${p.orderNumber} ची परतीची विनंती स्वीकारली गेली नाही`,
    greeting: `नमस्कार ${p.name},`,
    paragraphs: p.approved
      ? [
          'आम्ही तुमची परतीची विनंती मंजूर केली आहे. कृपया माल त्याच्या मूळ पॅकिंगमध्ये, बिलासह, तयार ठेवा: तो कसा पाठवायचा किंवा कधी नेला जाईल ते आम्ही कळवू.',
          p.refundTo.kind === 'online'
            ? 'माल मिळाल्यावर आणि तपासल्यावर आम्ही त्याची किंमत GST सह तुमच्या ऑनलाइन पेमेंटच्या पद्धतीत परत करू. बँकेत दिसायला 7-10 कामकाजाचे दिवस लागू शकतात.'
            : `माल मिळाल्यावर आणि तपासल्यावर आम्ही त्याची किंमत GST सह बँक ट्रान्सफरने तुमच्या ज्या खात्याचे शेवटचे अंक ${p.refundTo.last4} आहेत त्यात पाठवू.`,
        ]
      : ['क्षमस्व: आम्ही तुमची परतीची विनंती स्वीकारू शकलो नाही.', 'काही प्रश्न असल्यास संपर्क पानावरून तुमच्या ऑर्डर आयडीसह आम्हाला लिहा.'],
    facts: [['माल', p.items.join(', ')], ...(p.reason ? ([['कारण', p.reason]] as Array<[string, string]>) : [])],
    action: { label: 'तुमचा ऑर्डर पाहा', path: `/user/orders/${p.orderId}` },
    closing: 'हरियालीतून खरेदी केल्याबद्दल धन्यवाद.',
  }),
};
