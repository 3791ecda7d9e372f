import { sign } from 'node:crypto';
import { signingPrivateKey } from './keys.ts';

/**
 * The page the registry fetches at https://<subscriber_id>/ondc-site-verification.html before it
 * accepts our /subscribe: a meta tag `ondc-site-verification` whose content is the /subscribe
 * request_id signed with our signing private key, Ed25519 over the request_id's bytes as they are,
 * "without hashing", base64 ("Onboarding of Participants", steps 3 to 5 and the error "Domain
 * verification is failed", github.com/ONDC-Official/developer-docs/blob/main/registry/Onboarding%20of%20Participants.md).
 */
export function signRequestId(requestId: string, privateKey: string): string {
  if (!requestId) throw new RangeError('requestId must not be empty');
  return sign(null, Buffer.from(requestId, 'utf8'), signingPrivateKey(privateKey)).toString('base64');
}

/** The page itself, as the onboarding doc gives it; the signature is base64, so nothing in it needs escaping. */
export function siteVerificationHtml(requestId: string, privateKey: string): string {
  return `<html>
  <head>
    <meta name="ondc-site-verification" content="${signRequestId(requestId, privateKey)}" />
  </head>
  <body>
    ONDC Site Verification Page
  </body>
</html>
`;
}
