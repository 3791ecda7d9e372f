import { generateKeyPairSync } from 'node:crypto';
import { rawPublic } from './keys.ts';

/**
 * New key pairs for the shop's ONDC registration, and the /subscribe request that registers them,
 * as "Onboarding of Participants" (github.com/ONDC-Official/developer-docs/blob/main/registry/Onboarding%20of%20Participants.md)
 * and "Ed25519 and X25519 Key Format and Generation" (registry/key-format-generation.md) ask:
 *  - signing, Ed25519: public key raw 32 bytes base64 (the registry's signing_public_key); private key
 *    libsodium's 64-byte secret key (seed then public key) base64, the form ONDC's utilities print;
 *  - encryption, X25519: public key ASN.1 DER SubjectPublicKeyInfo base64 (the registry's
 *    encryption_public_key, "MCowBQYDK2VuAyEA..."); private key PKCS#8 DER base64 ("MC4CAQAw...").
 */
export interface OndcKeyPairs {
  signingPublicKey: string;
  signingPrivateKey: string;
  encryptionPublicKey: string;
  encryptionPrivateKey: string;
}

export function generateOndcKeyPairs(): OndcKeyPairs {
  const signing = generateKeyPairSync('ed25519');
  const encryption = generateKeyPairSync('x25519');
  const seed = signing.privateKey.export({ format: 'der', type: 'pkcs8' }).subarray(16);
  const signingPublic = rawPublic(signing.publicKey);
  return {
    signingPublicKey: signingPublic.toString('base64'),
    signingPrivateKey: Buffer.concat([seed, signingPublic]).toString('base64'),
    encryptionPublicKey: encryption.publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
    encryptionPrivateKey: encryption.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
  };
}

/** The shop's ONDC domain: agricultural inputs (ONDC:AGR10). */
export const ONDC_DOMAIN = 'ONDC:AGR10';
/** What a value the owner must supply says until then; subscribePayload lists where each is. */
export const FILL_IN = 'FILL IN: ';

export interface SubscribeInput {
  keys: Pick<OndcKeyPairs, 'signingPublicKey' | 'encryptionPublicKey'>;
  /** Our subscriber id, the shop's domain name (ONDC_SUBSCRIBER_ID). */
  subscriberId?: string;
  /** Where the shop's ONDC endpoints live, e.g. https://shop.example.in/ondc (ONDC_SUBSCRIBER_URL); /subscribe takes its path. */
  subscriberUrl?: string;
  /** Names this key pair in the registry and in our Authorization headers' keyId (ONDC_UNIQUE_KEY_ID). */
  uniqueKeyId: string;
  /** The request_id the site verification page signs: the same in both (Onboarding step 3 to 5). */
  requestId: string;
  now: Date;
  /** How long the keys are registered for (default 365 days). */
  validForDays?: number;
}

export interface SubscribeRequest {
  payload: {
    context: { operation: { ops_no: 2 } };
    message: {
      request_id: string;
      timestamp: string;
      entity: Record<string, unknown> & { subscriber_id: string; unique_key_id: string; callback_url: string; key_pair: Record<string, string> };
      network_participant: Array<{ subscriber_url: string; domain: string; type: 'sellerApp'; msn: false; city_code: string[] }>;
    };
  };
  /** Paths (dot separated) of every value still to fill in by hand. */
  toFill: string[];
}

const fill = (what: string) => `${FILL_IN}${what}`;

/** The path part of the subscriber URL ("/" for none), which is what /subscribe's subscriber_url and callback_url take. */
function relativePath(subscriberUrl: string | undefined): string | null {
  if (!subscriberUrl) return null;
  try {
    const path = new URL(subscriberUrl).pathname.replace(/\/+$/, '');
    return path === '' ? '/' : path;
  } catch {
    return subscriberUrl.startsWith('/') ? subscriberUrl : null;
  }
}

/**
 * The /subscribe body for ops_no 2, "Seller App Registration" (the supported registrations in the
 * onboarding doc; the fields as ONDC's examples give them, developer-docs registry/How_to_use_subscribeAPI.md
 * and utilities/on_subscibe-service/java/Readme.md): the entity (GST, PAN, signatory: the owner's to
 * fill), our keys, and one network participant, a seller app (a Beckn BPP) in ONDC:AGR10 that is not
 * a marketplace of other sellers (msn false). The on_subscribe route is to live under the subscriber
 * URL, so callback_url is the same path.
 */
export function subscribePayload(input: SubscribeInput): SubscribeRequest {
  const validForDays = input.validForDays ?? 365;
  if (!Number.isInteger(validForDays) || validForDays <= 0) throw new RangeError('validForDays must be a positive whole number');
  const path = relativePath(input.subscriberUrl);
  const subscriberId = input.subscriberId || fill('the shop domain name, e.g. shop.example.in (ONDC_SUBSCRIBER_ID)');
  const urlPath = path ?? fill('the path of ONDC_SUBSCRIBER_URL, e.g. /ondc');
  const validFrom = input.now.toISOString();
  const validUntil = new Date(input.now.getTime() + validForDays * 86_400_000).toISOString();
  const payload: SubscribeRequest['payload'] = {
    context: { operation: { ops_no: 2 } },
    message: {
      request_id: input.requestId,
      timestamp: validFrom,
      entity: {
        gst: {
          legal_entity_name: fill('legal name as on the GST registration'),
          business_address: fill('principal place of business as on the GST registration'),
          city_code: [fill('std code of that city, e.g. std:0731')],
          gst_no: fill('GSTIN'),
        },
        pan: {
          name_as_per_pan: fill('name as on the PAN'),
          pan_no: fill('PAN'),
          date_of_incorporation: fill('DD/MM/YYYY'),
        },
        name_of_authorised_signatory: fill('name of the authorised signatory'),
        address_of_authorised_signatory: fill('address of the authorised signatory'),
        email_id: fill('email address'),
        mobile_no: fill('10-digit mobile number'),
        country: 'IND',
        subscriber_id: subscriberId,
        unique_key_id: input.uniqueKeyId,
        callback_url: urlPath,
        key_pair: {
          signing_public_key: input.keys.signingPublicKey,
          encryption_public_key: input.keys.encryptionPublicKey,
          valid_from: validFrom,
          valid_until: validUntil,
        },
      },
      network_participant: [{ subscriber_url: urlPath, domain: ONDC_DOMAIN, type: 'sellerApp', msn: false, city_code: [fill('std codes of the cities served, e.g. std:0731')] }],
    },
  };
  return { payload, toFill: placeholders(payload) };
}

function placeholders(value: unknown, at = ''): string[] {
  if (typeof value === 'string') return value.startsWith(FILL_IN) ? [at] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => placeholders(v, `${at}.${i}`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => placeholders(v, at ? `${at}.${k}` : k));
  return [];
}
