import { z } from 'zod';
import { AuthRegisterVendor } from './auth.ts';

const signUp = AuthRegisterVendor.shape;

/**
 * PUT /api/vendor/profile: the business profile, with the vendor sign-up form's rules field by
 * field. A blank GST number removes it. The answer is the vendor's profile (GET /api/vendor/profile).
 */
export const VendorProfileInput = z.object({
  businessName: signUp.businessName,
  ownerName: signUp.ownerName,
  phone: signUp.phone,
  address: signUp.address,
  gstNumber: signUp.gstNumber,
});
export type VendorProfileInput = z.infer<typeof VendorProfileInput>;
export type VendorProfileFormValues = z.input<typeof VendorProfileInput>;
