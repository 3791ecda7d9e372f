// media: uploaded product photos (docs/decisions/0028): their files, the queue that decodes
// them, who may attach which, and /media/. The front door of the module (docs/decisions/0042).
export { ProductPhotosService } from './product-photos.service.ts';
export { assertVendorMayAttachPhoto } from './photo-ownership.ts';
export { PhotoQueue } from './photo-queue.ts';
export { PhotoStore } from './photo-store.ts';
export { mediaRoutes } from './media.routes.ts';
export { productPhotosRoutes } from './product-photos.routes.ts';
