/** The admin the end-to-end server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'owner@hariyali.test', password: 'e2e admin passphrase' };
