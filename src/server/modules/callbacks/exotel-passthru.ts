import { parseIndianPhone } from '#shared/phone';
import type { ExotelPassthruQuery } from '#shared/schemas/call-backs';

/**
 * What a call Exotel's Passthru applet tells is for the queue ("Working with Passthru Applet",
 * support.exotel.com/support/solutions/articles/48283, docs/decisions/0066): the caller of an
 * incoming call is `CallFrom` (older flows: `From`), as Exotel writes it (09822012345,
 * +919822012345, 919822012345); the times are Exotel's server time, India's, as
 * "YYYY-MM-DD HH:mm:ss".
 */
export type PassthruCall = { kind: 'call'; mobile: string; callSid: string; at?: string } | { kind: 'ignored'; reason: 'not_incoming' | 'not_a_mobile' };

/** How far an Exotel time may be from the shop's clock and still be the call's (else the shop's clock is). */
const BEFORE_MS = 24 * 60 * 60 * 1000;
const AFTER_MS = 5 * 60 * 1000;

export function passthruCall(query: ExotelPassthruQuery, now: number): PassthruCall {
  // Only some parameters come, by where the applet sits: no Direction is read as the incoming
  // call a missed-call number gets; an outgoing call ('outbound-dial', ...) is the shop's own.
  const direction = query.Direction?.toLowerCase();
  if (direction && direction !== 'incoming') return { kind: 'ignored', reason: 'not_incoming' };
  const phone = parseIndianPhone(query.CallFrom || query.From || '');
  if (phone?.kind !== 'mobile') return { kind: 'ignored', reason: 'not_a_mobile' };
  return { kind: 'call', mobile: phone.dial, callSid: query.CallSid, at: exotelTime(query.StartTime, now) ?? exotelTime(query.CurrentTime, now) };
}

/** "2026-12-04 10:30:00" (India's time) as ISO UTC; undefined when it is not one or is far from now. */
export function exotelTime(text: string | undefined, now: number): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(text ?? '');
  if (!match) return undefined;
  const at = Date.parse(`${match[1]}T${match[2]}+05:30`);
  if (Number.isNaN(at) || at < now - BEFORE_MS || at > now + AFTER_MS) return undefined;
  return new Date(at).toISOString();
}
