import type { BusinessGroup } from '#shared/price-lists';
import { groupWord } from '#server/modules/messaging';
import type { MailTemplate } from '../mail-text.ts';

export interface BusinessDecidedParams {
  name: string;
  /** The business as its request named it. */
  businessName: string;
  /** The group whose prices it asked for. */
  group: BusinessGroup;
  approved: boolean;
  /** The owner's reason, given with every refusal. */
  reason: string | null;
}

/** Where the buyer reads its request and may ask again: the account's Business prices page. */
const PAGE = '/account/business';

/**
 * The owner's decision on a request for business prices (docs/product-rules.md 46): approved, the
 * account buys at its group's prices from now on; refused, it stays at the shop's prices, reads
 * why and may ask again. The group is named as the storefront's Business prices page names it.
 */
export const businessDecided: MailTemplate<BusinessDecidedParams> = {
  en: (p) => {
    const prices = `${groupWord(p.group, 'en')} prices`;
    return {
      subject: p.approved ? `Your Hariyali account now buys at ${prices}` : `Your request for ${prices} on Hariyali was not approved`,
      greeting: `Hello ${p.name},`,
      paragraphs: p.approved
        ? [`Good news: we have approved your request. From now on your account buys at ${prices}.`, 'Signed in, you see your own price on the products\' pages, in the cart and at checkout.']
        : [`We have looked at your request for ${prices} and cannot approve it as it is. Your account still buys at the shop's prices.`, 'The reason is below. You can ask again with other details on the same page.'],
      facts: [['Business', p.businessName], ['Prices', prices], ...(p.reason ? ([['Reason', p.reason]] as Array<[string, string]>) : [])],
      action: { label: 'See your business prices', path: PAGE },
      closing: 'The Hariyali team',
    };
  },
  hi: (p) => {
    const prices = `${groupWord(p.group, 'hi')} दाम`;
    return {
      subject: p.approved ? `आपका हरियाली खाता अब ${prices} पर खरीदता है` : `हरियाली पर ${prices} का आपका अनुरोध मंज़ूर नहीं हुआ`,
      greeting: `नमस्ते ${p.name},`,
      paragraphs: p.approved
        ? [`ख़ुशख़बरी: हमने आपका अनुरोध मंज़ूर कर दिया है। अब से आपका खाता ${prices} पर खरीदता है।`, 'लॉगिन करने पर आपका अपना दाम उत्पादों के पेज पर, कार्ट में और चेकआउट में दिखता है।']
        : [`हमने ${prices} के आपके अनुरोध की जाँच की, पर अभी उसे मंज़ूर नहीं कर सकते। आपका खाता दुकान के दाम पर ही खरीदता है।`, 'कारण नीचे दिया है। आप उसी पेज से दूसरे ब्योरे के साथ फिर से माँग सकते हैं।'],
      facts: [['कारोबार', p.businessName], ['दाम', prices], ...(p.reason ? ([['कारण', p.reason]] as Array<[string, string]>) : [])],
      action: { label: 'अपने कारोबारी दाम देखें', path: PAGE },
      closing: 'हरियाली टीम',
    };
  },
  mr: (p) => {
    const group = groupWord(p.group, 'mr');
    return {
      subject: p.approved ? `तुमचे हरियाली खाते आता ${group} दराने खरेदी करते` : `हरियालीवर तुमची ${group} दरांची विनंती मंजूर झाली नाही`,
      greeting: `नमस्कार ${p.name},`,
      paragraphs: p.approved
        ? [`आनंदाची बातमी: आम्ही तुमची विनंती मंजूर केली आहे. आतापासून तुमचे खाते ${group} दराने खरेदी करते.`, 'लॉगिन केल्यावर तुमचा स्वतःचा दर उत्पादनांच्या पानावर, कार्टमध्ये आणि चेकआउटमध्ये दिसतो.']
        : [`आम्ही तुमच्या ${group} दरांच्या विनंतीची तपासणी केली, पण सध्या ती मंजूर करू शकत नाही. तुमचे खाते दुकानाच्या दरानेच खरेदी करते.`, 'कारण खाली दिले आहे. तुम्ही त्याच पानावरून इतर तपशिलांसह पुन्हा मागू शकता.'],
      facts: [['व्यवसाय', p.businessName], ['दर', `${group} दर`], ...(p.reason ? ([['कारण', p.reason]] as Array<[string, string]>) : [])],
      action: { label: 'तुमचे व्यावसायिक दर पाहा', path: PAGE },
      closing: 'हरियाली टीम',
    };
  },
};
