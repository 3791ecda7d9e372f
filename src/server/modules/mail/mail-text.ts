import { escapeMarkup } from '#shared/html';
import type { Language } from '#shared/languages';

/**
 * A message as its template writes it: a subject, a greeting, paragraphs, an optional button
 * (a link into the shop, as a path) and a closing line. The layout below turns it into the plain
 * text and the HTML that are sent together, so no template writes markup.
 */
export interface MailText {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A link into the shop: `path` is relative to the shop's address ('/orders/…'). */
  action?: { label: string; path: string };
  /** Lines set apart, like "Tracking number: ABC123". */
  facts?: Array<[label: string, value: string]>;
  closing: string;
}

/** A message in every language the shop ships: the compiler refuses a template missing one. */
export type MailTemplate<P> = Record<Language, (params: P) => MailText>;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Both bodies of a message; `publicUrl` is the shop's own address (PUBLIC_URL), without a trailing slash. */
export function renderMail(mail: MailText, language: Language, publicUrl: string): RenderedMail {
  const link = mail.action ? `${publicUrl}${mail.action.path}` : undefined;
  const text = [
    mail.greeting,
    '',
    ...mail.paragraphs.flatMap((p) => [p, '']),
    ...(mail.facts?.length ? [...mail.facts.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(mail.action && link ? [`${mail.action.label}: ${link}`, ''] : []),
    mail.closing,
    '',
    `Hariyali · ${publicUrl}`,
  ].join('\n');
  const e = escapeMarkup;
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(mail.subject)}</title></head>
<body style="margin:0;padding:16px;background:#f6f7f2;font-family:'Noto Sans',Arial,sans-serif;color:#1f2a1f;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:20px">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#2f6b2f">Hariyali</p>
<p>${e(mail.greeting)}</p>
${mail.paragraphs.map((p) => `<p>${e(p)}</p>`).join('\n')}
${mail.facts?.length ? `<table role="presentation" style="margin:8px 0 16px">${mail.facts.map(([label, value]) => `<tr><td style="padding:2px 12px 2px 0;color:#555">${e(label)}</td><td style="padding:2px 0"><strong>${e(value)}</strong></td></tr>`).join('')}</table>` : ''}
${mail.action && link ? `<p style="margin:20px 0"><a href="${e(link)}" style="background:#2f6b2f;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${e(mail.action.label)}</a></p>` : ''}
<p>${e(mail.closing)}</p>
</div>
<p style="text-align:center;font-size:12px;color:#555">Hariyali · <a href="${e(publicUrl)}" style="color:#2f6b2f">${e(publicUrl)}</a></p>
</body></html>`;
  return { subject: mail.subject, text, html };
}
