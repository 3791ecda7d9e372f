export const paymentSettingsKey = ['admin', 'payment-settings'] as const;
