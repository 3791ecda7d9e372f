import type { MailTemplate } from '../mail-text.ts';

export interface OrderCancelledParams {
  name: string;
  orderNumber: string;
  orderPath: string;
  /** 'unpaid': the online payment did not arrive in time (the sweep); 'shop': the shop cancelled it; 'customer': the buyer did (docs/product-rules.md 31). */
  reason: 'shop' | 'unpaid' | 'customer';
  /**
   * Money going back: through the gateway to the payment it came from ('online'), or, for cash
   * collected or a bank transfer received, by hand ('by_hand': the shop arranges it). Null: nothing was paid.
   */
  refund: { kind: 'online' | 'by_hand'; amount: string } | null;
}

/** "Your order was cancelled" (docs/product-rules.md 30): why, and what happens to the money. */
export const orderCancelled: MailTemplate<OrderCancelledParams> = {
  en: (p) => ({
    subject: `Your Hariyali order ${p.orderNumber} was cancelled`,
    greeting: `Hello ${p.name},`,
    paragraphs: [
      p.reason === 'unpaid'
        ? `Your order ${p.orderNumber} was cancelled because its online payment did not reach us within 30 minutes. If you paid after all, the money is refunded to you automatically. To buy these items, please place a new order.`
        : p.reason === 'customer'
          ? `As you asked, your order ${p.orderNumber} has been cancelled.`
          : `We are sorry: your order ${p.orderNumber} has been cancelled.`,
      ...(p.refund?.kind === 'online'
        ? [`The ${p.refund.amount} you paid is being refunded to your original payment method. Your bank may take 5-7 working days to show it.`]
        : p.refund?.kind === 'by_hand'
          ? [`We will return the ${p.refund.amount} you paid, and will contact you to arrange it.`]
          : []),
      'If you have a question, please write to us through the Contact page with your order number.',
    ],
    facts: [['Order number', p.orderNumber], ...(p.refund ? ([['Refund', p.refund.amount]] as Array<[string, string]>) : [])],
    action: { label: 'View your order', path: p.orderPath },
    closing: 'The Hariyali team',
  }),
  hi: (p) => ({
    subject: `आपका हरियाली ऑर्डर ${p.orderNumber} रद्द हो गया`,
    greeting: `नमस्ते ${p.name},`,
    paragraphs: [
      p.reason === 'unpaid'
        ? `आपका ऑर्डर ${p.orderNumber} रद्द हो गया, क्योंकि उसका ऑनलाइन भुगतान 30 मिनट के अंदर हम तक नहीं पहुँचा। अगर आपने फिर भी भुगतान किया है, तो पैसे अपने-आप आपको लौटा दिए जाएँगे। ये सामान ख़रीदने के लिए कृपया नया ऑर्डर दें।`
        : p.reason === 'customer'
          ? `आपके कहने पर आपका ऑर्डर ${p.orderNumber} रद्द कर दिया गया है।`
          : `हमें खेद है: आपका ऑर्डर ${p.orderNumber} रद्द कर दिया गया है।`,
      ...(p.refund?.kind === 'online'
        ? [`आपके चुकाए ${p.refund.amount} उसी तरीके में लौटाए जा रहे हैं जिससे आपने भुगतान किया था। बैंक में दिखने में 5-7 कार्य-दिवस लग सकते हैं।`]
        : p.refund?.kind === 'by_hand'
          ? [`आपके चुकाए ${p.refund.amount} हम लौटा देंगे, और इसके लिए आपसे संपर्क करेंगे।`]
          : []),
      'कोई सवाल हो तो संपर्क पेज से अपने ऑर्डर नंबर के साथ हमें लिखें।',
    ],
    facts: [['ऑर्डर नंबर', p.orderNumber], ...(p.refund ? ([['वापसी राशि', p.refund.amount]] as Array<[string, string]>) : [])],
    action: { label: 'अपना ऑर्डर देखें', path: p.orderPath },
    closing: 'हरियाली टीम',
  }),
  mr: (p) => ({
    subject: `तुमची हरियाली ऑर्डर ${p.orderNumber} रद्द झाली`,
    greeting: `नमस्कार ${p.name},`,
    paragraphs: [
      p.reason === 'unpaid'
        ? `तुमची ऑर्डर ${p.orderNumber} रद्द झाली, कारण तिचे ऑनलाइन पेमेंट 30 मिनिटांत आमच्यापर्यंत पोहोचले नाही. तुम्ही तरीही पैसे भरले असतील, तर ते आपोआप तुम्हाला परत केले जातील. हा माल घेण्यासाठी कृपया नवी ऑर्डर द्या.`
        : p.reason === 'customer'
          ? `तुमच्या विनंतीनुसार तुमची ऑर्डर ${p.orderNumber} रद्द करण्यात आली आहे.`
          : `क्षमस्व: तुमची ऑर्डर ${p.orderNumber} रद्द करण्यात आली आहे.`,
      ...(p.refund?.kind === 'online'
        ? [`तुम्ही भरलेले ${p.refund.amount} तुम्ही ज्या पद्धतीने पैसे भरले त्यातच परत केले जात आहेत. बँकेत दिसायला 5-7 कामकाजाचे दिवस लागू शकतात.`]
        : p.refund?.kind === 'by_hand'
          ? [`तुम्ही भरलेले ${p.refund.amount} आम्ही परत करू, आणि त्यासाठी तुमच्याशी संपर्क साधू.`]
          : []),
      'काही प्रश्न असल्यास संपर्क पानावरून तुमच्या ऑर्डर क्रमांकासह आम्हाला लिहा.',
    ],
    facts: [['ऑर्डर क्रमांक', p.orderNumber], ...(p.refund ? ([['परत मिळणारी रक्कम', p.refund.amount]] as Array<[string, string]>) : [])],
    action: { label: 'तुमची ऑर्डर पाहा', path: p.orderPath },
    closing: 'हरियाली टीम',
  }),
};
