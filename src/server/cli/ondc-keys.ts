import { randomUUID } from 'node:crypto';
import { generateOndcKeyPairs, subscribePayload } from '#server/modules/ondc';

/**
 * npm run ondc:keys
 * Prints a new ONDC signing key pair (Ed25519) and encryption key pair (X25519) and the /subscribe
 * request that registers them for the shop, a seller app in ONDC:AGR10 ("Onboarding of
 * Participants", github.com/ONDC-Official/developer-docs/blob/main/registry/Onboarding%20of%20Participants.md).
 * ONDC_SUBSCRIBER_ID, ONDC_SUBSCRIBER_URL and ONDC_UNIQUE_KEY_ID fill the payload where set.
 * Nothing is stored: the private keys are printed once, here.
 */
const keys = generateOndcKeyPairs();
const requestId = randomUUID();
const uniqueKeyId = process.env.ONDC_UNIQUE_KEY_ID || randomUUID();
const { payload, toFill } = subscribePayload({
  keys,
  subscriberId: process.env.ONDC_SUBSCRIBER_ID,
  subscriberUrl: process.env.ONDC_SUBSCRIBER_URL,
  uniqueKeyId,
  requestId,
  now: new Date(),
});

console.log(`# ONDC keys for the shop (keep the private keys secret: put them in the server's environment, nowhere else)
# Signing, Ed25519: public key raw 32 bytes, private key libsodium's 64-byte secret key (seed + public key), base64.
#   signing_public_key (for the registry): ${keys.signingPublicKey}
ONDC_SIGNING_PRIVATE_KEY=${keys.signingPrivateKey}
# Encryption, X25519: public key ASN.1 DER (SubjectPublicKeyInfo), private key PKCS#8 DER, base64.
#   encr_public_key (for the registry): ${keys.encryptionPublicKey}
ONDC_ENCRYPTION_PRIVATE_KEY=${keys.encryptionPrivateKey}
ONDC_UNIQUE_KEY_ID=${uniqueKeyId}
# The request_id of the /subscribe below; ondc-site-verification.html signs this same value.
ONDC_SUBSCRIBE_REQUEST_ID=${requestId}

# The /subscribe request (ops_no 2, seller app registration in ONDC:AGR10):
${JSON.stringify(payload, null, 2)}
`);
if (toFill.length) console.log(`# Still to fill in by hand (the values starting "FILL IN: "):\n${toFill.map((p) => `#   ${p}`).join('\n')}\n`);
console.log(`# Next: put the lines above into the server's environment and restart it, so that it serves
# https://<subscriber_id>/ondc-site-verification.html and answers /on_subscribe with these keys; get the
# subscriber id whitelisted on the ONDC Network Participant Portal (https://portal.ondc.org); then send
# this request, filled in, to the registry's /subscribe (staging https://staging.registry.ondc.org/subscribe,
# pre-prod https://preprod.registry.ondc.org/ondc/subscribe, production https://prod.registry.ondc.org/subscribe)
# and check the record with /v2.0/lookup.`);
