/**
 * The hosted payment page as HTML: no script (the site's policy allows none inline), two small
 * forms for Pay and Cancel, readable at 390 px and usable by keyboard.
 */
import { displayAmount } from '../money-text';
import type { GatewayPayment } from './demo-gateway';
import { GATEWAY_TEXTS, type GatewayLanguage } from './gateway-texts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#eef1f5;color:#1b2430}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.brand{font-weight:700;font-size:20px;color:#0b4f9c;margin:0 0 16px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:22px;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 20px}
dt{color:#4a5563}dd{margin:0;font-weight:600;overflow-wrap:anywhere;text-align:right}
.amount{font-size:24px;color:#0b4f9c}
.actions{display:flex;flex-direction:column;gap:12px}
button{width:100%;min-height:48px;font:inherit;font-weight:700;border-radius:8px;cursor:pointer;border:2px solid #0b4f9c}
.pay{background:#0b4f9c;color:#fff}.cancel{background:#fff;color:#0b4f9c}
button:focus-visible,a:focus-visible{outline:3px solid #e08a00;outline-offset:2px}
a{color:#0b4f9c}
.note{font-size:14px;color:#4a5563;margin-top:16px}
`;

function shell(lang: GatewayLanguage, title: string, body: string): string {
  const t = GATEWAY_TEXTS[lang];
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(`${title} · ${t.brand}`)}</title><style>${STYLE}</style></head>
<body><main><p class="brand">${escapeHtml(t.brand)}</p><div class="card">${body}</div><p class="note">${escapeHtml(t.demoNote)}</p></main></body>
</html>
`;
}

function notice(lang: GatewayLanguage, title: string, text: string): string {
  const t = GATEWAY_TEXTS[lang];
  return shell(lang, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">${escapeHtml(t.back)}</a></p>`);
}

export function notFoundPage(lang: GatewayLanguage): string {
  const t = GATEWAY_TEXTS[lang];
  return notice(lang, t.notFound, t.notFoundText);
}

/** The page of a payment in whatever state it is. */
export function paymentPage(payment: GatewayPayment, lang: GatewayLanguage, now = new Date()): string {
  const t = GATEWAY_TEXTS[lang];
  if (payment.state === 'PAID') return notice(lang, t.paid, t.paidText);
  if (payment.state === 'CANCELLED') return notice(lang, t.cancelled, t.cancelledText);
  if (payment.state === 'CLOSED' || payment.expiresAt <= now) return notice(lang, t.closed, t.closedText);
  const action = (what: 'pay' | 'cancel') => `/pay/checkout/${encodeURIComponent(payment.id)}/${what}?lang=${lang}`;
  const details = `<dl>
<dt>${escapeHtml(t.merchant)}</dt><dd>${escapeHtml(t.merchantName)}</dd>
<dt>${escapeHtml(t.order)}</dt><dd>${escapeHtml(payment.merchantOrderNo)}</dd>
<dt>${escapeHtml(t.payBefore)}</dt><dd><time datetime="${payment.expiresAt.toISOString()}">${escapeHtml(payment.expiresAt.toISOString().slice(11, 16))} UTC</time></dd>
<dt>${escapeHtml(t.amount)}</dt><dd class="amount">P ${escapeHtml(displayAmount(payment.amount))}</dd>
</dl>`;
  const forms = `<div class="actions">
<form method="post" action="${action('pay')}"><button type="submit" class="pay">${escapeHtml(t.pay)}</button></form>
<form method="post" action="${action('cancel')}"><button type="submit" class="cancel">${escapeHtml(t.cancel)}</button></form>
</div>`;
  return shell(lang, t.title, `<h1>${escapeHtml(t.title)}</h1>${details}${forms}`);
}
