// catalog: the products, as the storefront shows them (lists, search, product pages, the
// sitemap) and as admins write them; the product columns and texts other modules read.
// The front door of the module (docs/decisions/0042).
export { CatalogService } from './catalog.service.ts';
export { AdminProductsService } from './admin-products.service.ts';
export { CatalogueState } from './catalogue-state.ts';
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
export { searchNamesOf } from './search-text.ts';
export { productOnSale } from './product-on-sale.ts';
export { addProduct, deleteProductUnlessOrdered, type ProductOrders } from './product-writes.ts';
export { productTextContains } from './product-text-match.ts';
export { catalogRoutes } from './catalog.routes.ts';
export { adminProductsRoutes } from './admin-products.routes.ts';
export { sitemapRoutes } from './sitemap.routes.ts';
