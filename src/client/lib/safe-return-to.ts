/** A path inside the shop to return to after signing in; anything else is ignored (no open redirect). */
export function safeReturnTo(value: string | null): string | undefined {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : undefined;
}
