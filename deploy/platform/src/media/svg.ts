/**
 * Generated pictures for the demo content (banners, provider logos, game tiles), so a fresh site
 * shows real images without shipping binary assets. Every text is escaped before it goes in.
 */

/** Escapes text for XML content and attribute values; drops characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing the control characters XML forbids is the point
  const forbidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
  return text
    .replace(forbidden, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A stable hue (0–359) for a key, so the same banner or vendor always gets the same colours. */
export function hueOf(key: string): number {
  let hash = 2166136261;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) % 360;
}

const FONT = "font-family=\"'Segoe UI', Roboto, Helvetica, Arial, sans-serif\"";

/** Chinese, Japanese and Korean characters are about twice as wide as Latin ones. */
const WIDE_CHARACTER = /[\u2E80-\u9FFF\uAC00-\uD7AF\uFF00-\uFF60]/u;

/** A text's width in Latin-character units, so a Chinese title is sized to fit like an English one. */
function displayLength(text: string): number {
  return Array.from(text).reduce((width, character) => width + (WIDE_CHARACTER.test(character) ? 1.8 : 1), 0);
}

/** Splits a title into at most `maxLines` lines of about `width` characters. */
export function wrapWords(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, Math.max(0, width - 1))}…`;
    return kept;
  }
  return lines;
}

export function bannerSvg(banner: { id: number; title: string; brandName: string }): string {
  const hue = hueOf(`banner-${banner.id}`);
  const hue2 = (hue + 60) % 360;
  const size = Math.max(36, Math.min(64, Math.floor(1700 / Math.max(displayLength(banner.title), 1))));
  const lines = wrapWords(banner.title, Math.floor(1000 / (size * 0.55)), 2);
  const firstY = lines.length === 1 ? 200 : 175;
  const text = lines
    .map((line, i) => `<text x="80" y="${firstY + i * (size + 10)}" font-size="${size}" font-weight="700" fill="#fff" ${FONT}>${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="360" viewBox="0 0 1200 360" role="img" aria-label="${escapeXml(banner.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},75%,42%)"/><stop offset="1" stop-color="hsl(${hue2},80%,30%)"/></linearGradient></defs>
<rect width="1200" height="360" fill="url(#g)"/>
<circle cx="1040" cy="70" r="180" fill="hsl(${hue2},90%,70%)" opacity="0.25"/>
<circle cx="930" cy="330" r="120" fill="hsl(${hue},90%,75%)" opacity="0.2"/>
<circle cx="1130" cy="290" r="60" fill="#fff" opacity="0.15"/>
<text x="80" y="90" font-size="26" font-weight="600" fill="#fff" opacity="0.85" letter-spacing="4" ${FONT}>${escapeXml(banner.brandName.toUpperCase())}</text>
${text}
</svg>`;
}

export function vendorLogoSvg(vendor: { code: string; displayName: string }): string {
  const hue = hueOf(`vendor-${vendor.code}`);
  const codeSize = vendor.code.length > 8 ? 22 : 34;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" role="img" aria-label="${escapeXml(vendor.displayName)}">
<rect x="2" y="2" width="236" height="116" rx="16" fill="hsl(${hue},65%,38%)" stroke="hsl(${hue},70%,60%)" stroke-width="4"/>
<text x="120" y="64" text-anchor="middle" font-size="${codeSize}" font-weight="800" fill="#fff" ${FONT}>${escapeXml(vendor.code.replace(/_/g, ' '))}</text>
<text x="120" y="96" text-anchor="middle" font-size="15" fill="#fff" opacity="0.85" ${FONT}>${escapeXml(vendor.displayName)}</text>
</svg>`;
}

export function gameTileSvg(game: { id: number; name: string; vendorName: string; gameType: string }): string {
  const hue = hueOf(`game-${game.id}`);
  const hue2 = (hue + 40) % 360;
  const lines = wrapWords(game.name, 14, 3);
  const firstY = 150 - ((lines.length - 1) * 36) / 2;
  const text = lines
    .map((line, i) => `<text x="150" y="${firstY + i * 36}" text-anchor="middle" font-size="30" font-weight="700" fill="#fff" ${FONT}>${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${escapeXml(game.name)}">
<defs><radialGradient id="g" cx="0.3" cy="0.3" r="0.9"><stop offset="0" stop-color="hsl(${hue},80%,55%)"/><stop offset="1" stop-color="hsl(${hue2},75%,25%)"/></radialGradient></defs>
<rect width="300" height="300" rx="24" fill="url(#g)"/>
<circle cx="240" cy="60" r="70" fill="#fff" opacity="0.12"/>
<rect x="16" y="16" width="${game.gameType.length * 11 + 20}" height="28" rx="14" fill="#000" opacity="0.3"/>
<text x="26" y="36" font-size="16" font-weight="700" fill="#fff" ${FONT}>${escapeXml(game.gameType)}</text>
${text}
<text x="150" y="272" text-anchor="middle" font-size="18" fill="#fff" opacity="0.85" ${FONT}>${escapeXml(game.vendorName)}</text>
</svg>`;
}

export function promotionSvg(promotion: { id: number; title: string }): string {
  const hue = hueOf(`promotion-${promotion.id}`);
  const lines = wrapWords(promotion.title, 22, 2);
  const text = lines
    .map((line, i) => `<text x="50" y="${150 + i * 50}" font-size="42" font-weight="800" fill="#fff" ${FONT}>${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300" role="img" aria-label="${escapeXml(promotion.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${hue},80%,40%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360},85%,55%)"/></linearGradient></defs>
<rect width="750" height="300" rx="20" fill="url(#g)"/>
<circle cx="640" cy="150" r="110" fill="#fff" opacity="0.18"/>
<text x="640" y="172" text-anchor="middle" font-size="64" fill="#fff" ${FONT}>%</text>
${text}
</svg>`;
}

export function brandLogoSvg(brandName: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="60" viewBox="0 0 240 60" role="img" aria-label="${escapeXml(brandName)}">
<circle cx="30" cy="30" r="22" fill="#f5b301"/><circle cx="30" cy="30" r="13" fill="none" stroke="#7a4f00" stroke-width="4"/>
<text x="62" y="40" font-size="28" font-weight="800" fill="#f5b301" ${FONT}>${escapeXml(brandName)}</text>
</svg>`;
}

/** A member avatar (number `n` of a small set): a head-and-shoulders silhouette on a coloured disc. */
export function avatarSvg(n: number): string {
  const hue = hueOf(`avatar-${n}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img" aria-label="Avatar">
<circle cx="60" cy="60" r="60" fill="hsl(${hue} 55% 45%)"/>
<circle cx="60" cy="46" r="22" fill="#fff" opacity="0.9"/>
<path d="M20 104c6-22 22-32 40-32s34 10 40 32a60 60 0 0 1-80 0z" fill="#fff" opacity="0.9"/>
</svg>`;
}
