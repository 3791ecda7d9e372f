import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The links a buyer app is given to a network order's tax documents (docs/decisions/0080): the
 * farmer signs in nowhere, so the link itself is the permission. Each names the order and the
 * document and carries an HMAC-SHA256 of both under a key derived (HKDF) from the node's signing
 * key: only links the node gave out open, and a new signing key retires them all.
 */
export class DocumentLinks {
  readonly #key: Buffer;

  constructor(
    signingPrivateKey: string,
    /** The node's own address, `<PUBLIC_URL>/ondc`. */
    private readonly nodeUrl: string,
  ) {
    this.#key = Buffer.from(hkdfSync('sha256', Buffer.from(signingPrivateKey, 'utf8'), 'hariyali-ondc', 'tax document links', 32));
  }

  url(orderId: string, documentId: string): string {
    return `${this.nodeUrl}/documents/${encodeURIComponent(orderId)}/${encodeURIComponent(documentId)}/${this.#token(orderId, documentId)}`;
  }

  /** Whether the node gave out this link (compared in constant time). */
  valid(orderId: string, documentId: string, token: string): boolean {
    const expected = Buffer.from(this.#token(orderId, documentId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  #token(orderId: string, documentId: string): string {
    return createHmac('sha256', this.#key).update(`${orderId}/${documentId}`).digest('base64url');
  }
}
