export const adminDeliveryKeys = {
  settings: ['admin', 'delivery', 'settings'] as const,
  districts: (state: string) => ['admin', 'delivery', 'districts', state] as const,
};
