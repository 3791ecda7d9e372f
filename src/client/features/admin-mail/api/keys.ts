export const mailKey = ['admin', 'mail'] as const;
