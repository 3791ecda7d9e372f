/**
 * The Razorpay test keys the end-to-end run uses: the stand-in (tests/support/razorpay-stand-in.ts,
 * started by playwright.config.ts) accepts exactly these, and the specs save them in Admin →
 * Payment Settings (helpers.ts saveGatewaySettings).
 */
export const E2E_RAZORPAY = {
  keyId: 'rzp_test_e2eKey12345',
  keySecret: 'e2e-gateway-secret-value',
  webhookSecret: 'e2e-webhook-secret-value',
};
