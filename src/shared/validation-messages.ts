/**
 * English text of the validation keys used as messages in the shared form schemas. The client
 * shows them through its i18n catalogue (namespace `common`, key `validation.<key>`), which is
 * built from this map, so a new language translates the same keys; the server uses the English.
 */
export const VALIDATION_MESSAGES: Record<string, string> = {
  required: 'This field is required',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number: 7 to 20 characters of digits, spaces, + and -',
  inquiryType: 'Please choose an inquiry type',
  tooLong20: 'Please use at most 20 characters',
  tooLong100: 'Please use at most 100 characters',
  tooLong200: 'Please use at most 200 characters',
  tooLong254: 'Please use at most 254 characters',
  tooLong5000: 'Please use at most 5000 characters',
  tooLong300: 'Please use at most 300 characters',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password can be at most 128 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  gstin: 'Please enter a valid 15-character GST number (GSTIN), for example 27AAPFU0939F1ZV',
  accountType: 'Account type must be user or vendor',
  state: 'Please choose a state or union territory',
  pincode: 'Pincode must be exactly 6 digits',
  paymentMethod: 'Payment method must be cod, card or bank transfer',
  cardRequired: 'Card number, expiry date and CVV are required for card payment',
  cardNumber: 'Please enter a valid card number',
  cardExpiry: 'Expiry date must be in MM/YY format',
  cardExpired: 'This card has expired',
  cvv: 'CVV must be 3 or 4 digits',
  quantity: 'Quantity must be a whole number of at least 1',
  quantityTooLarge: 'Quantity can be at most 999',
  emptyCart: 'Your cart is empty',
  tooManyLines: 'An order can have at most 50 different products',
  duplicateLines: 'Each product may appear only once in an order',
  unknownProduct: 'This product does not exist',
  nulCharacter: 'Please remove the invisible NUL character from this text',
  userType: 'Type must be user, vendor or admin',
  trueOrFalse: 'Please answer true or false',
  messageFilter: 'Show must be all or unhandled',
  orderStatus: 'Status must be Pending, Processing, Shipped, Delivered or Cancelled',
  vendorStatus: 'Status must be pending, approved or rejected',
  tooLong500: 'Please use at most 500 characters',
  tooLong2000: 'Please use at most 2000 characters',
  price: 'Please enter the price in rupees, for example 1200 or 49.50',
  priceDecimals: 'Price can have at most 2 decimals (paise)',
  pricePositive: 'Price must be more than ₹0',
  priceTooHigh: 'Price can be at most ₹1,00,00,000',
  pricePaise: 'Price must be a whole number of paise',
  stock: 'Stock must be a whole number from 0 to 10,00,000',
  productCategory: 'Category must be Seeds, Equipment, Fertilizers, Pesticides or Tools',
  imageUrl: 'Image URL must be an https:// address or a site path starting with /',
  features: 'Key features must be a list of texts',
  featureTooLong: 'Each key feature can be at most 200 characters',
  tooManyFeatures: 'Please list at most 20 key features',
  ifsc: 'Please enter a valid 11-character IFSC code, for example SBIN0001234',
  accountNumber: 'Account number must be 9 to 18 digits',
  noSpaces: 'Please remove the spaces',
};

/** The English text for a schema message: a known key, or the message itself. */
export function validationMessage(keyOrText: string): string {
  return VALIDATION_MESSAGES[keyOrText] ?? keyOrText;
}
