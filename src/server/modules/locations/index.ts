// locations: the shop's godowns in other states, each registered for GST there, and the order in
// which they are asked to serve a delivery (docs/product-rules.md 59, docs/decisions/0074); their
// units are the catalog's stock. The front door of the module (docs/decisions/0042).
export { StockLocations, type PrincipalPlace, type ServingPlace, type StockByLocation } from './stock-locations.service.ts';
export { servingOrder, type StockPlace } from './serving-order.ts';
export { adminStockLocationRoutes } from './locations.routes.ts';
