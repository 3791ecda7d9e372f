/** The signed-in customer's profile. */
export const profileKey = ['account', 'profile', 'user'] as const;
