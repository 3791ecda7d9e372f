// crops: crops, their sowing seasons by state, stages and common problems, and their calendar
// (docs/product-rules.md 39, docs/decisions/0054). The front door of the module (docs/decisions/0042).
export { CropsService, type DefaultState } from './crops.service.ts';
export { AdminCropsService, type CropNamesChanged } from './admin-crops.service.ts';
export { adminCropRoutes, cropRoutes } from './crops.routes.ts';
