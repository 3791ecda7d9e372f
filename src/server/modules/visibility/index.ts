// visibility: what is on sale. ShopVisibility.change is the one way to publish, hide or delete a
// product or change a vendor's standing (docs/decisions/0008, 0011). The front door of the module (docs/decisions/0042).
export { ShopVisibility } from './visibility.service.ts';
export { refreshShopProducts } from './first-catalogue.ts';
