import type { Kysely } from 'kysely';
import type { Profile } from '#shared/schemas/auth';
import type { VendorProfileInput } from '#shared/schemas/vendor-profile';
import type { Database } from '#server/db/schema';
import { notFound } from '#server/http/errors';
import type { AuthService } from '#server/modules/accounts/auth.service';
import { updateBusinessProfile } from './vendors.repository.ts';

/** The vendor's Settings: its business profile. The storefront reads the business name live ("Sold by"). */
export class VendorProfileService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly auth: AuthService,
  ) {}

  get(vendorId: string): Promise<Profile> {
    return this.auth.profile(vendorId);
  }

  async update(vendorId: string, input: VendorProfileInput): Promise<Profile> {
    const updated = await this.db.transaction().execute((trx) => updateBusinessProfile(trx, vendorId, input, new Date().toISOString()));
    if (!updated) throw notFound('Vendor profile not found');
    return this.auth.profile(vendorId);
  }
}
