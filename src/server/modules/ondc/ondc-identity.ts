/**
 * The shop on the network (ONDC_*; docs/decisions/0077): who it is, where it is called, and the key
 * it signs with. The private key is a secret: never logged, never sent.
 */
export interface OndcIdentity {
  /** The shop's subscriber id: its domain, as registered (context.bpp_id). */
  subscriberId: string;
  /** Where the network calls it (context.bpp_uri), without a trailing slash. */
  subscriberUrl: string;
  uniqueKeyId: string;
  /** Base64 ed25519 private key. */
  signingPrivateKey: string;
}
