// catalog: the products, as the storefront shows them (lists, search, product pages, the
// sitemap) and as admins write them; their stock, as orders, cancellations and returns move it;
// what other modules read and write of the products table (a vendor's listings, the seeds'
// lots' products). The front door of the module (docs/decisions/0042).
export { CatalogService } from './catalog.service.ts';
export { AdminProductsService } from './admin-products.service.ts';
export { CatalogueState } from './catalogue-state.ts';
export { SellerDetails, type VendorSellers } from './seller-details.ts';
export { Sitemap } from './sitemap.ts';
export {
  editedColumnsOf,
  hsnCodeOf,
  isProductId,
  newProductColumnsOf,
  otherNamesOf,
  parseOtherNames,
  productNotFound,
  productTextIn,
  toStoreProduct,
  translatedColumnsOf,
  translationsOf,
} from './product-fields.ts';
export { assertLabelPublishable, labelOf } from './product-label.ts';
export { searchNamesOf, searchTermsOf, type NameInLanguages } from './search-text.ts';
export { productOnSale } from './product-on-sale.ts';
export { ProductStock, type SoldProduct, type UnitsBack, type UnitsOut } from './stock.ts';
export { ProductReads } from './product-reads.ts';
export { KitParts, type KitPart } from './kit-parts.ts';
export { adminKitPartsRoutes } from './kit-parts.routes.ts';
export { ProductsForSeeds } from './products-for-seeds.ts';
export { VendorListings } from './vendor-listings.ts';
export { ProductUses, type CropVocabulary, type CropTerms, type FarmCropProduct } from './product-uses.ts';
export { adminProductUsesRoutes, storeProductUsesRoutes, vendorProductUsesRoutes } from './product-uses.routes.ts';
export { catalogRoutes } from './catalog.routes.ts';
export { adminProductsRoutes } from './admin-products.routes.ts';
export { sitemapRoutes } from './sitemap.routes.ts';
