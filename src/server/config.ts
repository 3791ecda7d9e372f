import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { hasValidGstinCheck } from '#shared/gst';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** The sender when MAIL_FROM is not set (only without SMTP_URL, when nothing is sent). */
export const DEFAULT_MAIL_FROM = 'Hariyali <no-reply@localhost>';

/** What every key and channel of the shop in Redis starts with when REDIS_PREFIX is not set. */
export const DEFAULT_REDIS_PREFIX = 'hariyali:';

/**
 * Razorpay's API (https://razorpay.com/docs/api/) and checkout script: the defaults of
 * PAYMENT_GATEWAY_URL and PAYMENT_CHECKOUT_URL, which point elsewhere for a stand-in. Here and not
 * in modules/payments: configuration knows no module (docs/decisions/0041-low-layers-and-errors.md).
 */
export const RAZORPAY_API_URL = 'https://api.razorpay.com';
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** MSG91's API and the WhatsApp Cloud API (Meta's Graph API): the defaults of SMS_API_URL and WHATSAPP_API_URL. */
export const MSG91_API_URL = 'https://control.msg91.com';
export const WHATSAPP_API_URL = 'https://graph.facebook.com/v21.0';

/** Shiprocket's external API (apidocs.shiprocket.in): the default of SHIPROCKET_API_URL (docs/decisions/0072). */
export const SHIPROCKET_API_URL = 'https://apiv2.shiprocket.in/v1/external';

/** Which registered template carries each text message, when TEXT_TEMPLATES_FILE is not set (docs/text-messages.md). */
export const DEFAULT_TEXT_TEMPLATES_FILE = 'config/text-templates.json';

/** The most one-time codes sent in a day when SIGN_IN_CODES_PER_DAY is not set. */
export const DEFAULT_CODES_PER_DAY = 500;

/**
 * The secrets key's file in DATA_DIR when SECRETS_KEY is not set: made by the server on first start
 * (modules/payments/secrets-key-file.ts) and copied beside a backup (db/backup/secrets-key-backup.ts).
 */
export const SECRETS_KEY_FILE = 'secrets.key';

/** Fastify's (proxy-addr's) names for address ranges, allowed in TRUST_PROXY next to addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IPv4/IPv6 address, a CIDR range of one (10.0.0.0/8, fd00::/8), or a range name (loopback). */
function isProxyAddress(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address = '', prefix, extra] = value.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function isRedisUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** "name@domain" or "Display Name <name@domain>". */
function isMailbox(value: string): boolean {
  const address = /^[^<>]*<([^<>\s]+)>$/.exec(value)?.[1] ?? value;
  return z.email().safeParse(address).success;
}

/** A key, token or secret: printable ASCII without spaces; the message never repeats it. */
const secretText = z.string().trim().min(8, 'must be at least 8 characters').regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces');

/** A base64 key of one of the given byte lengths; the message never repeats it. */
function base64Key(lengths: number[], message: string) {
  return z
    .string()
    .trim()
    .refine((v) => /^[A-Za-z0-9+/]+={0,2}$/.test(v) && lengths.includes(Buffer.from(v, 'base64').length), message);
}

/** What must be set together for the shop to be an ONDC seller node (the registry's key and the site's request id are optional). */
const ONDC_REQUIRED = ['ONDC_SUBSCRIBER_ID', 'ONDC_SUBSCRIBER_URL', 'ONDC_UNIQUE_KEY_ID', 'ONDC_SIGNING_PRIVATE_KEY', 'ONDC_ENCRYPTION_PRIVATE_KEY', 'ONDC_REGISTRY_URL'] as const;

const EnvSchema = z
  .object({
    PORT: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(0).max(65535, 'must be a port number from 0 to 65535').default(3000),
    ),
    HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL (leave it unset for SQLite)')
        .optional(),
    ),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    // Uploaded product photos (docs/decisions/0028); with several app servers, one shared folder for all.
    UPLOADS_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
    LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(LOG_LEVELS).default('info')),
    ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email('must be an email address').optional()),
    ADMIN_PASSWORD: z.preprocess(
      emptyToUndefined,
      z.string().min(8, 'must be at least 8 characters').optional(),
    ),
    ADMIN_NAME: z.preprocess(emptyToUndefined, z.string().max(100).default('Administrator')),
    SECRETS_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (a 32-byte key), e.g. the output of `openssl rand -hex 32`')
        .optional(),
    ),
    PAYMENT_GATEWAY_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).default(RAZORPAY_API_URL)),
    PAYMENT_CHECKOUT_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).default(RAZORPAY_CHECKOUT_URL)),
    PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'must be the shop\'s address, like https://shop.example.in' }).optional()),
    ORDER_RATE_LIMIT: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1, 'must be a whole number of at least 1').default(30),
    ),
    SIGNUP_RATE_LIMIT: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1, 'must be a whole number of at least 1').default(30),
    ),
    // The zod messages below never repeat the value: SMTP_URL may hold the mail server's password.
    SMTP_URL: z.preprocess(emptyToUndefined, z.string().trim().refine(isSmtpUrl, 'must be an smtp:// or smtps:// address with a host, like smtp://user:password@smtp.example.in:587').optional()),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().trim().refine(isMailbox, 'must be an address, like orders@shop.example.in or "Hariyali <orders@shop.example.in>"').optional()),
    // Text messages (docs/text-messages.md, docs/decisions/0049 and 0051). The messages never
    // repeat a value: the keys, tokens and the secret are secrets.
    SMS_API_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).default(MSG91_API_URL)),
    SMS_AUTH_KEY: z.preprocess(emptyToUndefined, secretText.optional()),
    SMS_SENDER_ID: z.preprocess(emptyToUndefined, z.string().trim().regex(/^[A-Z]{6}$/, 'must be the 6-letter sender id (header) registered on DLT, like HRYALI').optional()),
    // Said in the delivery-report webhook's address set in MSG91's panel (/api/webhooks/msg91/<token>): MSG91 signs none.
    SMS_REPORT_TOKEN: z.preprocess(emptyToUndefined, z.string().trim().regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be 16 to 128 letters, digits, _ or -, e.g. the output of `openssl rand -hex 24`').optional()),
    // Said in the address of Exotel's Passthru applet (/api/telephony/exotel/passthru/<token>): the
    // applet sends a GET to the address set in it and signs nothing (docs/decisions/0066).
    TELEPHONY_WEBHOOK_TOKEN: z.preprocess(emptyToUndefined, z.string().trim().regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be 16 to 128 letters, digits, _ or -, e.g. the output of `openssl rand -hex 24`').optional()),
    WHATSAPP_API_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).default(WHATSAPP_API_URL)),
    WHATSAPP_TOKEN: z.preprocess(emptyToUndefined, secretText.optional()),
    WHATSAPP_PHONE_NUMBER_ID: z.preprocess(emptyToUndefined, z.string().trim().regex(/^[0-9]{5,30}$/, 'must be the phone number id Meta shows (digits)').optional()),
    WHATSAPP_APP_SECRET: z.preprocess(emptyToUndefined, secretText.optional()),
    // What Meta's webhook handshake must say (hub.verify_token), chosen by the shop when it subscribes.
    WHATSAPP_VERIFY_TOKEN: z.preprocess(emptyToUndefined, secretText.optional()),
    // Which registered template carries each message (docs/text-messages.md): a JSON file.
    TEXT_TEMPLATES_FILE: z.preprocess(emptyToUndefined, z.string().optional()),
    // The most one-time codes sent in one day to every number together (India's day): the SMS bill's guard.
    SIGN_IN_CODES_PER_DAY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1, 'must be a whole number of at least 1').default(DEFAULT_CODES_PER_DAY)),
    // Codes one client address may ask for per hour (a village agent's phone, a carrier's shared address raise it).
    CODE_REQUESTS_PER_HOUR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1, 'must be a whole number of at least 1').default(20)),
    // E-invoicing through a GSP (docs/decisions/0061): its address and the shop's API credentials
    // with it and the IRP. The messages never repeat a value: the secret and the password are secrets.
    EINVOICE_API_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional()),
    EINVOICE_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(200).regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces').optional()),
    EINVOICE_CLIENT_SECRET: z.preprocess(emptyToUndefined, secretText.optional()),
    EINVOICE_USERNAME: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(100).regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces').optional()),
    EINVOICE_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(1, 'must not be empty').max(200).optional()),
    // E-way bills through a GSP (docs/decisions/0073): its address passing NIC's EWB API through,
    // the shop's API user on the e-way bill portal and the GSTIN it generates under. The messages
    // never repeat a value: the password is a secret.
    EWAYBILL_API_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional()),
    EWAYBILL_USERNAME: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(100).regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces').optional()),
    EWAYBILL_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(1, 'must not be empty').max(200).optional()),
    EWAYBILL_GSTIN: z.preprocess(emptyToUndefined, z.string().trim().toUpperCase().refine(hasValidGstinCheck, 'must be the shop\'s 15-character GSTIN (its check character too)').optional()),
    // The courier through Shiprocket (docs/decisions/0072): its API, the shop's API user (created in
    // its panel, Settings > API) and the token its tracking webhook sends in x-api-key. The
    // messages never repeat a value: the password and the token are secrets.
    SHIPROCKET_API_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).default(SHIPROCKET_API_URL)),
    SHIPROCKET_EMAIL: z.preprocess(emptyToUndefined, z.email('must be the email address of the shop\'s API user in Shiprocket').optional()),
    SHIPROCKET_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(1, 'must not be empty').max(200, 'must be at most 200 characters').optional()),
    SHIPROCKET_WEBHOOK_TOKEN: z.preprocess(emptyToUndefined, z.string().trim().min(16, 'must be at least 16 characters, e.g. the output of `openssl rand -hex 24`').max(128, 'must be at most 128 characters').regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces (it travels in an HTTP header)').optional()),
    // The shop as an ONDC seller node (docs/decisions/0077): its subscriber id (its domain) and
    // address on the network, the key id it registered, its ed25519 signing and X25519 encryption
    // private keys (`npm run ondc:keys` makes them), the registry it looks senders' keys up in, and
    // the registry's encryption public key (for its on_subscribe challenge). The messages never
    // repeat a value: the private keys are secrets.
    ONDC_SUBSCRIBER_ID: z.preprocess(emptyToUndefined, z.string().trim().toLowerCase().regex(/^(?=.{1,253}$)[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be the shop\'s domain as registered on ONDC, like shop.example.in').optional()),
    ONDC_SUBSCRIBER_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address, like https://shop.example.in/ondc' }).refine((v) => /^\/ondc\/?$/.test(new URL(v).pathname), 'must be the shop\'s address followed by /ondc, where the shop answers the network, like https://shop.example.in/ondc').optional()),
    ONDC_UNIQUE_KEY_ID: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(100).regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces').refine((v) => !v.includes('|') && !v.includes('"'), 'must not hold | or "').optional()),
    ONDC_SIGNING_PRIVATE_KEY: z.preprocess(emptyToUndefined, base64Key([32, 64], 'must be the base64 ed25519 private key `npm run ondc:keys` printed').optional()),
    ONDC_ENCRYPTION_PRIVATE_KEY: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(200).regex(/^[A-Za-z0-9+/=]+$/, 'must be the base64 X25519 private key `npm run ondc:keys` printed').optional()),
    ONDC_REGISTRY_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address, like https://prod.registry.ondc.org' }).optional()),
    ONDC_REGISTRY_ENCRYPTION_PUBLIC_KEY: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(200).regex(/^[A-Za-z0-9+/=]+$/, 'must be the registry\'s base64 encryption public key, as ONDC publishes it').optional()),
    ONDC_SUBSCRIBE_REQUEST_ID: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(100).regex(/^[A-Za-z0-9-]+$/, 'must be the request_id of the shop\'s subscription (letters, digits and -)').optional()),
    // Shared state of several app servers (docs/decisions/0032). The message never repeats
    // the value: the address may hold Redis's password.
    REDIS_URL: z.preprocess(emptyToUndefined, z.string().trim().refine(isRedisUrl, 'must be a redis:// or rediss:// address with a host, like redis://127.0.0.1:6379 or rediss://:password@redis.example.in:6380').optional()),
    // Two shops (production and staging) on one Redis keep apart by their prefixes.
    REDIS_PREFIX: z.preprocess(emptyToUndefined, z.string().trim().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be 1 to 64 letters, digits or _ . : -, like hariyali: or hariyali-staging:').default(DEFAULT_REDIS_PREFIX)),
    // Lets a Prometheus on another machine read GET /metrics (Authorization: Bearer ...); loopback reads it without.
    // The messages never repeat the value: it is a secret.
    METRICS_TOKEN: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .min(16, 'must be at least 16 characters, e.g. the output of `openssl rand -hex 32`')
        .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces (it travels in an HTTP header)')
        .optional(),
    ),
    // The reverse proxies (nginx) whose X-Forwarded-For/-Proto the app believes, e.g. 127.0.0.1 or
    // 10.0.0.5,10.0.0.6: only their requests' forwarded client address becomes request.ip (rate
    // limits, failure counters, logs). Unset: nothing is trusted and request.ip is the connection's.
    TRUST_PROXY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .transform((value) => value.split(',').map((part) => part.trim()).filter(Boolean))
        .refine((parts) => parts.length > 0 && parts.every(isProxyAddress), 'must be a comma-separated list of the proxies\' addresses or CIDR ranges, like 127.0.0.1 or 10.0.0.0/24 (never every address: clients could then choose their own)')
        .optional(),
    ),
  })
  .refine((env) => Boolean(env.SMS_AUTH_KEY) === Boolean(env.SMS_SENDER_ID), {
    message: 'SMS_AUTH_KEY and SMS_SENDER_ID must be set together',
    path: ['SMS_AUTH_KEY'],
  })
  .refine((env) => Boolean(env.WHATSAPP_TOKEN) === Boolean(env.WHATSAPP_PHONE_NUMBER_ID) && (!env.WHATSAPP_TOKEN || Boolean(env.WHATSAPP_APP_SECRET)), {
    message: 'WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_APP_SECRET must be set together',
    path: ['WHATSAPP_TOKEN'],
  })
  .refine((env) => [env.EINVOICE_API_URL, env.EINVOICE_CLIENT_ID, env.EINVOICE_CLIENT_SECRET, env.EINVOICE_USERNAME, env.EINVOICE_PASSWORD].every((v) => v === undefined) || [env.EINVOICE_API_URL, env.EINVOICE_CLIENT_ID, env.EINVOICE_CLIENT_SECRET, env.EINVOICE_USERNAME, env.EINVOICE_PASSWORD].every((v) => v !== undefined), {
    message: 'EINVOICE_API_URL, EINVOICE_CLIENT_ID, EINVOICE_CLIENT_SECRET, EINVOICE_USERNAME and EINVOICE_PASSWORD must be set together',
    path: ['EINVOICE_API_URL'],
  })
  .refine((env) => [env.EWAYBILL_API_URL, env.EWAYBILL_USERNAME, env.EWAYBILL_PASSWORD, env.EWAYBILL_GSTIN].every((v) => v === undefined) || [env.EWAYBILL_API_URL, env.EWAYBILL_USERNAME, env.EWAYBILL_PASSWORD, env.EWAYBILL_GSTIN].every((v) => v !== undefined), {
    message: 'EWAYBILL_API_URL, EWAYBILL_USERNAME, EWAYBILL_PASSWORD and EWAYBILL_GSTIN must be set together',
    path: ['EWAYBILL_API_URL'],
  })
  .refine((env) => Boolean(env.SHIPROCKET_EMAIL) === Boolean(env.SHIPROCKET_PASSWORD), {
    message: 'SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD must be set together',
    path: ['SHIPROCKET_EMAIL'],
  })
  .refine((env) => !env.SHIPROCKET_WEBHOOK_TOKEN || Boolean(env.SHIPROCKET_EMAIL), {
    message: 'needs SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD: tracking updates come only for shipments booked through Shiprocket',
    path: ['SHIPROCKET_WEBHOOK_TOKEN'],
  })
  .refine((env) => ONDC_REQUIRED.every((k) => env[k] === undefined) || ONDC_REQUIRED.every((k) => env[k] !== undefined), {
    message: `${ONDC_REQUIRED.join(', ')} must be set together`,
    path: ['ONDC_SUBSCRIBER_ID'],
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_EMAIL'],
  })
  // A mail server relays only for its own domains: the default sender (no-reply@localhost) would be
  // refused or marked as spam, so a shop that sends mail must say who it sends as.
  .refine((env) => !env.SMTP_URL || Boolean(env.MAIL_FROM), {
    message: 'must be set with SMTP_URL: the address the shop\'s e-mails come from, like "Hariyali <orders@shop.example.in>"',
    path: ['MAIL_FROM'],
  });

export type DatabaseConfig =
  | { dialect: 'sqlite'; file: string }
  | { dialect: 'postgres'; url: string };

export interface AppConfig {
  port: number;
  host: string;
  logLevel: (typeof LOG_LEVELS)[number];
  database: DatabaseConfig;
  dataDir: string;
  /**
   * Where uploaded product photos are kept (UPLOADS_DIR; default DATA_DIR/uploads). Every app
   * server must see the same folder: a shared volume when there are several.
   */
  uploadsDir: string;
  admin?: { email: string; password: string; name: string };
  /** Orders one account may place per minute (a retry with the same Idempotency-Key counts too). */
  orderRateLimit: number;
  /**
   * Sign-ups one client address may make per hour: a shop whose farmers sign up through one
   * address (a village agent's phone, a mobile carrier's shared address) raises it.
   */
  signupRateLimit: number;
  /**
   * The AES-256 key of stored payment secrets, from SECRETS_KEY; unset means DATA_DIR/secrets.key
   * (see modules/payments/secrets-key-file.ts).
   */
  secretsKey?: Buffer;
  /** Razorpay's API and checkout script, or a stand-in's (tests). */
  paymentGateway: PaymentGatewayConfig;
  /** Folder of the built client; the API alone is served when it is missing (tests). */
  clientDir?: string;
  /**
   * The shop's address as buyers reach it (PUBLIC_URL; default http://localhost:PORT): every link
   * to the shop is built on it (e-mails, the payment gateway's return, sitemaps, a product page's
   * Open Graph address), never on a request's Host header.
   */
  publicUrl: string;
  /** Outgoing e-mail (docs/decisions/0025): without an SMTP server, messages wait in the outbox. */
  mail: MailConfig;
  /**
   * REDIS_URL: where several app servers keep their shared state (rate limits, failure counters,
   * cache invalidation, job locks; docs/decisions/0032). Unset: all of it in this process. It may
   * hold a password: never log it.
   */
  redisUrl?: string;
  /** REDIS_PREFIX: the start of every key and channel this shop uses in Redis (default hariyali:). */
  redisPrefix: string;
  /** METRICS_TOKEN: a bearer token for GET /metrics from other machines (docs/operating.md, Health and metrics); unset, loopback only. */
  metricsToken?: string;
  /** Text messages by SMS and WhatsApp (docs/text-messages.md): a channel without its keys is not set up. */
  texts: TextsConfig;
  /** TRUST_PROXY: the addresses/CIDRs of the proxies whose X-Forwarded-For is believed (Fastify's trustProxy); false: none. */
  trustProxy: string[] | false;
  /** E-invoicing through a GSP (EINVOICE_*; docs/decisions/0061): unset, no e-invoice can be reported. */
  einvoicing?: EInvoicingConfig;
  /** The courier through Shiprocket (SHIPROCKET_*; docs/decisions/0072): set only with the API user's email and password. */
  shiprocket?: ShiprocketConfig;
  /** E-way bills through a GSP (EWAYBILL_*; docs/decisions/0073): unset, the portal's bulk file and the number typed back. */
  ewayBills?: EWayBillGspConfig;
  /** The shop as an ONDC seller node (ONDC_*; docs/decisions/0077): unset, /ondc answers no one. */
  ondc?: OndcConfig;
  /**
   * TELEPHONY_WEBHOOK_TOKEN: the secret in the address of Exotel's Passthru applet, whose missed
   * calls join the call-back queue (docs/decisions/0066). Unset: that address refuses every call. A secret: never log it.
   */
  telephonyWebhookToken?: string;
}

/** The GSP's address and the shop's credentials with it and the IRP; the secret and the password are secrets, never log them. */
export interface EInvoicingConfig {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
}

/** The e-way bill GSP's address, the shop's API user on the e-way bill portal and its GSTIN; the password is a secret, never log it. */
export interface EWayBillGspConfig {
  apiUrl: string;
  username: string;
  password: string;
  gstin: string;
}

/** Shiprocket's address, the shop's API user with it, and its webhook's token; the password and the token are secrets, never log them. */
export interface ShiprocketConfig {
  apiUrl: string;
  email: string;
  password: string;
  /** SHIPROCKET_WEBHOOK_TOKEN: what the tracking webhook's x-api-key must say; unset, no tracking update is believed. */
  webhookToken?: string;
}

/** The shop on ONDC (docs/decisions/0077); the private keys are secrets, never log them. */
export interface OndcConfig {
  /** The shop's subscriber id: its domain, as registered. */
  subscriberId: string;
  /** Where the network calls the shop (PUBLIC_URL/ondc), without a trailing slash. */
  subscriberUrl: string;
  uniqueKeyId: string;
  /** Base64 ed25519 private key (a 32-byte seed or libsodium's 64-byte seed and public key). */
  signingPrivateKey: string;
  /** Base64 X25519 private key, for the registry's on_subscribe challenge. */
  encryptionPrivateKey: string;
  registryUrl: string;
  /** The registry's encryption public key: without it, the on_subscribe challenge cannot be answered. */
  registryEncryptionPublicKey?: string;
  /** The request_id of the shop's subscription, signed on /ondc-site-verification.html. */
  siteRequestId?: string;
}

export interface MailConfig {
  /** SMTP_URL: smtp://user:password@host:587 (STARTTLS when offered) or smtps:// (TLS); it holds a secret, never log it. */
  smtpUrl?: string;
  /** MAIL_FROM: the sender of every message. */
  from: string;
}

export interface TextsConfig {
  /** MSG91 (SMS_API_URL, SMS_AUTH_KEY, SMS_SENDER_ID); the key is a secret, never log it. */
  sms?: { apiUrl: string; authKey: string; senderId: string; reportToken?: string };
  /** The WhatsApp Cloud API (WHATSAPP_*); the token and the app secret are secrets. */
  whatsapp?: { apiUrl: string; token: string; phoneNumberId: string; appSecret: string; verifyToken?: string };
  /**
   * TEXT_TEMPLATES_FILE: which registered template carries each message; `templatesFileGiven`:
   * it was set, so it must exist (the default, config/text-templates.json, may be missing).
   */
  templatesFile: string;
  templatesFileGiven: boolean;
  /** SIGN_IN_CODES_PER_DAY */
  codesPerDay: number;
  /** CODE_REQUESTS_PER_HOUR: per client address. */
  codeRequestsPerHour: number;
}

export interface PaymentGatewayConfig {
  apiUrl: string;
  checkoutScriptUrl: string;
}

export const DEFAULT_PAYMENT_GATEWAY: PaymentGatewayConfig = { apiUrl: RAZORPAY_API_URL, checkoutScriptUrl: RAZORPAY_CHECKOUT_URL };

export class ConfigError extends Error {}

/** Reads the environment once, failing with a readable list of every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    dataDir,
    uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    database: e.DATABASE_URL
      ? { dialect: 'postgres', url: e.DATABASE_URL }
      : { dialect: 'sqlite', file: path.join(dataDir, 'hariyali.db') },
    orderRateLimit: e.ORDER_RATE_LIMIT,
    signupRateLimit: e.SIGNUP_RATE_LIMIT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    paymentGateway: { apiUrl: e.PAYMENT_GATEWAY_URL, checkoutScriptUrl: e.PAYMENT_CHECKOUT_URL },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? DEFAULT_MAIL_FROM },
    texts: {
      sms: e.SMS_AUTH_KEY && e.SMS_SENDER_ID ? { apiUrl: e.SMS_API_URL, authKey: e.SMS_AUTH_KEY, senderId: e.SMS_SENDER_ID, reportToken: e.SMS_REPORT_TOKEN } : undefined,
      whatsapp:
        e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID && e.WHATSAPP_APP_SECRET
          ? { apiUrl: e.WHATSAPP_API_URL, token: e.WHATSAPP_TOKEN, phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID, appSecret: e.WHATSAPP_APP_SECRET, verifyToken: e.WHATSAPP_VERIFY_TOKEN }
          : undefined,
      templatesFile: path.resolve(e.TEXT_TEMPLATES_FILE ?? DEFAULT_TEXT_TEMPLATES_FILE),
      templatesFileGiven: e.TEXT_TEMPLATES_FILE !== undefined,
      codesPerDay: e.SIGN_IN_CODES_PER_DAY,
      codeRequestsPerHour: e.CODE_REQUESTS_PER_HOUR,
    },
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    secretsKey: e.SECRETS_KEY ? Buffer.from(e.SECRETS_KEY, 'hex') : undefined,
    metricsToken: e.METRICS_TOKEN,
    telephonyWebhookToken: e.TELEPHONY_WEBHOOK_TOKEN,
    trustProxy: e.TRUST_PROXY ?? false,
    einvoicing:
      e.EINVOICE_API_URL && e.EINVOICE_CLIENT_ID && e.EINVOICE_CLIENT_SECRET && e.EINVOICE_USERNAME && e.EINVOICE_PASSWORD
        ? { apiUrl: e.EINVOICE_API_URL.replace(/\/+$/, ''), clientId: e.EINVOICE_CLIENT_ID, clientSecret: e.EINVOICE_CLIENT_SECRET, username: e.EINVOICE_USERNAME, password: e.EINVOICE_PASSWORD }
        : undefined,
    ewayBills:
      e.EWAYBILL_API_URL && e.EWAYBILL_USERNAME && e.EWAYBILL_PASSWORD && e.EWAYBILL_GSTIN
        ? { apiUrl: e.EWAYBILL_API_URL.replace(/\/+$/, ''), username: e.EWAYBILL_USERNAME, password: e.EWAYBILL_PASSWORD, gstin: e.EWAYBILL_GSTIN }
        : undefined,
    shiprocket:
      e.SHIPROCKET_EMAIL && e.SHIPROCKET_PASSWORD
        ? { apiUrl: e.SHIPROCKET_API_URL.replace(/\/+$/, ''), email: e.SHIPROCKET_EMAIL, password: e.SHIPROCKET_PASSWORD, webhookToken: e.SHIPROCKET_WEBHOOK_TOKEN }
        : undefined,
    ondc:
      e.ONDC_SUBSCRIBER_ID && e.ONDC_SUBSCRIBER_URL && e.ONDC_UNIQUE_KEY_ID && e.ONDC_SIGNING_PRIVATE_KEY && e.ONDC_ENCRYPTION_PRIVATE_KEY && e.ONDC_REGISTRY_URL
        ? {
            subscriberId: e.ONDC_SUBSCRIBER_ID,
            subscriberUrl: e.ONDC_SUBSCRIBER_URL.replace(/\/+$/, ''),
            uniqueKeyId: e.ONDC_UNIQUE_KEY_ID,
            signingPrivateKey: e.ONDC_SIGNING_PRIVATE_KEY,
            encryptionPrivateKey: e.ONDC_ENCRYPTION_PRIVATE_KEY,
            registryUrl: e.ONDC_REGISTRY_URL.replace(/\/+$/, ''),
            registryEncryptionPublicKey: e.ONDC_REGISTRY_ENCRYPTION_PUBLIC_KEY,
            siteRequestId: e.ONDC_SUBSCRIBE_REQUEST_ID,
          }
        : undefined,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME }
        : undefined,
  };
}
