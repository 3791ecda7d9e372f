import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as m001 from './migrations/2026_11_21_120000_catalog.ts';
import * as m002 from './migrations/2026_11_21_120100_users.ts';
import * as m003 from './migrations/2026_11_21_120200_contact_messages.ts';
import * as m004 from './migrations/2026_11_21_130000_sessions_and_vendor_profiles.ts';
import * as m005 from './migrations/2026_11_21_140000_orders.ts';
import * as m006 from './migrations/2026_11_21_150000_admin.ts';
import * as m007 from './migrations/2026_11_21_160000_vendor_products.ts';
import * as m008 from './migrations/2026_11_21_170000_vendor_owner_from_account.ts';
import * as m009 from './migrations/2026_11_23_090000_gst.ts';
import * as m010 from './migrations/2026_11_23_100000_tax_documents.ts';
import * as m011 from './migrations/2026_11_24_090000_lean_tax_documents.ts';
import * as m012 from './migrations/2026_11_24_091000_vendor_series_by_id.ts';
import * as m013 from './migrations/2026_11_24_220000_catalogue_counts.ts';
import * as m014 from './migrations/2026_11_25_090000_carts.ts';
import * as m015 from './migrations/2026_11_25_100000_catalogue_version.ts';
import * as m016 from './migrations/2026_11_25_110000_user_language.ts';
import * as m017 from './migrations/2026_11_25_120000_product_languages.ts';
import * as m018 from './migrations/2026_11_25_130000_payments.ts';
import * as m019 from './migrations/2026_11_26_090000_mail.ts';
import * as m020 from './migrations/2026_11_26_091000_seed_lots_licences.ts';
import * as m021 from './migrations/2026_11_26_092000_delivery_tracking.ts';
import * as m022 from './migrations/2026_11_26_093000_returns.ts';
import * as m023 from './migrations/2026_11_26_100000_reviews.ts';
import * as m024 from './migrations/2026_11_26_101000_addresses.ts';
import * as m025 from './migrations/2026_11_26_102000_order_numbers.ts';
import * as mProductPhotos from './migrations/2026_11_26_103000_product_photos.ts';
import * as mPackSize from './migrations/2026_11_26_104000_pack_size.ts';
import * as mVendorPayoutAccounts from './migrations/2026_11_26_105000_vendor_payout_accounts.ts';
import * as mTaxUqcAndClasses from './migrations/2026_11_28_090000_tax_uqc_and_classes.ts';
import * as mSiteSettings from './migrations/2026_11_28_091000_site_settings.ts';
import * as mSeedLabelLanguages from './migrations/2026_11_28_091500_seed_label_languages.ts';
import * as mStorageProbe from './migrations/2026_11_28_092000_storage_probe.ts';
import * as mSearchNames from './migrations/2026_11_28_093000_search_names.ts';
import * as mSignInCodes from './migrations/2026_11_29_090000_sign_in_codes.ts';
import * as mMobileAccounts from './migrations/2026_11_29_100000_mobile_accounts.ts';
import * as mMarketingConsent from './migrations/2026_11_29_110000_marketing_consent.ts';
import * as mProductLabel from './migrations/2026_11_30_090000_product_label.ts';
import * as mCrops from './migrations/2026_11_30_091000_crops.ts';
import * as mCatalogueFacets from './migrations/2026_11_30_092000_catalogue_facets.ts';
import * as mProductUses from './migrations/2026_11_30_093000_product_uses.ts';
import * as mFarmCrops from './migrations/2026_11_30_094000_farm_crops.ts';
import * as mCatalogueFacetsLabel from './migrations/2026_11_30_095000_catalogue_facets_label.ts';
import * as mBtCottonPacket from './migrations/2026_11_30_096000_bt_cotton_packet.ts';
import * as mProductUsesStatistics from './migrations/2026_11_30_097000_product_uses_statistics.ts';
import * as mCoupons from './migrations/2026_12_01_090000_coupons.ts';
import * as mBusinessBuyers from './migrations/2026_12_01_091000_business_buyers.ts';
import * as mEInvoices from './migrations/2026_12_01_092000_einvoices.ts';
import * as mPriceLists from './migrations/2026_12_01_093000_price_lists.ts';
import * as mBusinessAddress from './migrations/2026_12_01_094000_business_address.ts';
import * as mOffers from './migrations/2026_12_02_090000_offers.ts';
import * as mKits from './migrations/2026_12_02_091000_kits.ts';
import * as mGroupRequests from './migrations/2026_12_02_092000_group_requests.ts';
import * as mCouponGroups from './migrations/2026_12_02_093000_coupon_groups.ts';
import * as mEInvoiceCreditNotes from './migrations/2026_12_03_090000_einvoice_credit_notes.ts';
import * as mStaffRoles from './migrations/2026_12_03_091000_staff_roles.ts';
import * as mAuditLog from './migrations/2026_12_04_090000_audit_log.ts';
import * as mCallBackRequests from './migrations/2026_12_04_100000_call_back_requests.ts';
import * as mGrievanceOfficer from './migrations/2026_12_04_110000_grievance_officer.ts';
import * as mAssistedOrders from './migrations/2026_12_04_120000_assisted_orders.ts';
import * as mGrievances from './migrations/2026_12_04_130000_grievances.ts';
import * as mFieldAgents from './migrations/2026_12_04_140000_field_agents.ts';
import * as mPickupPoints from './migrations/2026_12_05_090000_pickup_points.ts';
import * as mEWayBills from './migrations/2026_12_05_100000_eway_bills.ts';
import * as mShipments from './migrations/2026_12_05_110000_shipments.ts';
import * as mStockLocations from './migrations/2026_12_06_090000_stock_locations.ts';
import * as mCodRemittances from './migrations/2026_12_06_100000_cod_remittances.ts';
import * as mEWayBillGenerations from './migrations/2026_12_06_110000_eway_bill_generations.ts';
import * as mShipmentTracking from './migrations/2026_12_06_120000_shipment_tracking.ts';
import * as mProductShippingSize from './migrations/2026_12_06_130000_product_shipping_size.ts';
import * as mCarrierPickupLocations from './migrations/2026_12_06_140000_carrier_pickup_locations.ts';
import * as mSeedLotPlaces from './migrations/2026_12_06_150000_seed_lot_places.ts';
import * as mOndc from './migrations/2026_12_07_090000_ondc.ts';
import * as mOndcOrders from './migrations/2026_12_08_090000_ondc_orders.ts';
import * as mOndcIssues from './migrations/2026_12_08_100000_ondc_issues.ts';
import * as mOndcReturns from './migrations/2026_12_09_090000_ondc_returns.ts';
import * as mGrievanceEscalations from './migrations/2026_12_10_090000_grievance_escalations.ts';

/** Migrations listed explicitly (no folder scan), so they work the same under tsx, tests and builds. */
const migrations: Record<string, Migration> = {
  '2026_11_21_120000_catalog': m001,
  '2026_11_21_120100_users': m002,
  '2026_11_21_120200_contact_messages': m003,
  '2026_11_21_130000_sessions_and_vendor_profiles': m004,
  '2026_11_21_140000_orders': m005,
  '2026_11_21_150000_admin': m006,
  '2026_11_21_160000_vendor_products': m007,
  '2026_11_21_170000_vendor_owner_from_account': m008,
  '2026_11_23_090000_gst': m009,
  '2026_11_23_100000_tax_documents': m010,
  '2026_11_24_090000_lean_tax_documents': m011,
  '2026_11_24_091000_vendor_series_by_id': m012,
  '2026_11_24_220000_catalogue_counts': m013,
  '2026_11_25_090000_carts': m014,
  '2026_11_25_100000_catalogue_version': m015,
  '2026_11_25_110000_user_language': m016,
  '2026_11_25_120000_product_languages': m017,
  '2026_11_25_130000_payments': m018,
  '2026_11_26_090000_mail': m019,
  '2026_11_26_091000_seed_lots_licences': m020,
  '2026_11_26_092000_delivery_tracking': m021,
  '2026_11_26_093000_returns': m022,
  '2026_11_26_100000_reviews': m023,
  '2026_11_26_101000_addresses': m024,
  '2026_11_26_102000_order_numbers': m025,
  '2026_11_26_103000_product_photos': mProductPhotos,
  '2026_11_26_104000_pack_size': mPackSize,
  '2026_11_26_105000_vendor_payout_accounts': mVendorPayoutAccounts,
  '2026_11_28_090000_tax_uqc_and_classes': mTaxUqcAndClasses,
  '2026_11_28_091000_site_settings': mSiteSettings,
  '2026_11_28_091500_seed_label_languages': mSeedLabelLanguages,
  '2026_11_28_092000_storage_probe': mStorageProbe,
  '2026_11_28_093000_search_names': mSearchNames,
  '2026_11_29_090000_sign_in_codes': mSignInCodes,
  '2026_11_29_100000_mobile_accounts': mMobileAccounts,
  '2026_11_29_110000_marketing_consent': mMarketingConsent,
  '2026_11_30_090000_product_label': mProductLabel,
  '2026_11_30_091000_crops': mCrops,
  '2026_11_30_092000_catalogue_facets': mCatalogueFacets,
  '2026_11_30_093000_product_uses': mProductUses,
  '2026_11_30_094000_farm_crops': mFarmCrops,
  '2026_11_30_095000_catalogue_facets_label': mCatalogueFacetsLabel,
  '2026_11_30_096000_bt_cotton_packet': mBtCottonPacket,
  '2026_11_30_097000_product_uses_statistics': mProductUsesStatistics,
  '2026_12_01_090000_coupons': mCoupons,
  '2026_12_01_091000_business_buyers': mBusinessBuyers,
  '2026_12_01_092000_einvoices': mEInvoices,
  '2026_12_01_093000_price_lists': mPriceLists,
  '2026_12_01_094000_business_address': mBusinessAddress,
  '2026_12_02_090000_offers': mOffers,
  '2026_12_02_091000_kits': mKits,
  '2026_12_02_092000_group_requests': mGroupRequests,
  '2026_12_02_093000_coupon_groups': mCouponGroups,
  '2026_12_03_090000_einvoice_credit_notes': mEInvoiceCreditNotes,
  '2026_12_03_091000_staff_roles': mStaffRoles,
  '2026_12_04_090000_audit_log': mAuditLog,
  '2026_12_04_100000_call_back_requests': mCallBackRequests,
  '2026_12_04_110000_grievance_officer': mGrievanceOfficer,
  '2026_12_04_120000_assisted_orders': mAssistedOrders,
  '2026_12_04_130000_grievances': mGrievances,
  '2026_12_04_140000_field_agents': mFieldAgents,
  '2026_12_05_090000_pickup_points': mPickupPoints,
  '2026_12_05_100000_eway_bills': mEWayBills,
  '2026_12_05_110000_shipments': mShipments,
  '2026_12_06_090000_stock_locations': mStockLocations,
  '2026_12_06_100000_cod_remittances': mCodRemittances,
  '2026_12_06_110000_eway_bill_generations': mEWayBillGenerations,
  '2026_12_06_120000_shipment_tracking': mShipmentTracking,
  '2026_12_06_130000_product_shipping_size': mProductShippingSize,
  '2026_12_06_140000_carrier_pickup_locations': mCarrierPickupLocations,
  '2026_12_06_150000_seed_lot_places': mSeedLotPlaces,
  '2026_12_07_090000_ondc': mOndc,
  '2026_12_08_090000_ondc_orders': mOndcOrders,
  '2026_12_08_100000_ondc_issues': mOndcIssues,
  '2026_12_09_090000_ondc_returns': mOndcReturns,
  '2026_12_10_090000_grievance_escalations': mGrievanceEscalations,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Undoes the newest applied migration (an operator's way back after a bad release); returns its name. */
export async function migrateDownOne(db: Kysely<any>): Promise<string | undefined> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateDown();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results?.find((r) => r.status === 'Success')?.migrationName;
}
