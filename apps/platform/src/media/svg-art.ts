import { createRandom, hashString } from '../lib/prng.ts';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

const HUES = [340, 280, 220, 190, 150, 40, 15, 260];

/** Game tile: a coloured card with a category glyph and the game name. 4:3, explicit size. */
export function gameThumbnailSvg(name: string, category: string): string {
  const seed = hashString(name);
  const random = createRandom(seed);
  const hue = HUES[seed % HUES.length] ?? 200;
  const glyph =
    { roulette: '◎', blackjack: '♠', baccarat: '♦', 'video-poker': '♣', 'scratch-cards': '✦', 'crash-games': '↗', 'video-bingo': '◉', slingo: '★' }[category] ??
    '♥';
  const words = name.split(' ');
  const lines = words.length > 2 ? [words.slice(0, Math.ceil(words.length / 2)).join(' '), words.slice(Math.ceil(words.length / 2)).join(' ')] : [name];
  const text = lines
    .map(
      (line, i) =>
        `<text x="200" y="${232 + i * 30 - (lines.length - 1) * 15}" font-family="sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,32%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},75%,18%)"/></linearGradient></defs><rect width="400" height="300" rx="18" fill="url(#b)"/><circle cx="${random.int(60, 340)}" cy="${random.int(40, 120)}" r="${random.int(50, 110)}" fill="hsl(${hue},80%,60%)" opacity="0.25"/><text x="200" y="140" font-family="sans-serif" font-size="88" fill="#fff" text-anchor="middle" opacity="0.9">${glyph}</text>${text}</svg>`;
}

/** Neutral payment logo: a rounded badge and a wordmark. Light variant for light backgrounds. */
export function paymentLogoSvg(name: string, variant: 'light' | 'dark'): string {
  const hue = HUES[hashString(name) % HUES.length] ?? 200;
  const ink = variant === 'light' ? '#1d1d1f' : '#ffffff';
  const badge = `hsl(${hue},65%,${variant === 'light' ? 42 : 62}%)`;
  const initial = escapeXml(name.charAt(0).toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48"><rect x="2" y="6" width="36" height="36" rx="9" fill="${badge}"/><text x="20" y="31" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">${initial}</text><text x="46" y="31" font-family="sans-serif" font-size="${name.length > 12 ? 13 : 17}" font-weight="700" fill="${ink}">${escapeXml(name)}</text></svg>`;
}

/**
 * Logo of a generic method (a debit card, a bank transfer), which every language names
 * differently: one image serves every culture, so it carries a pictogram and no words.
 */
export function paymentPictogramSvg(key: string, variant: 'light' | 'dark'): string {
  const ink = variant === 'light' ? '#1d1d1f' : '#ffffff';
  const badge = `hsl(${HUES[hashString(key) % HUES.length] ?? 200},65%,${variant === 'light' ? 42 : 62}%)`;
  const card = `<rect x="50" y="9" width="60" height="30" rx="5" fill="${badge}"/><rect x="50" y="15" width="60" height="6" fill="${ink}" opacity="0.6"/><rect x="56" y="28" width="18" height="4" rx="2" fill="#fff"/>`;
  const transfer = `<rect x="50" y="9" width="60" height="30" rx="5" fill="${badge}"/><path d="M60 19h34l-6-5M100 29H66l6 5" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48">${key === 'card' ? card : transfer}</svg>`;
}

/** Editorial art (promotions, blog, features, banners by location): 1200x630 abstract shapes. */
export function editorialSvg(key: string): string {
  const seed = hashString(key);
  const random = createRandom(seed);
  const hue = HUES[seed % HUES.length] ?? 200;
  const shapes = Array.from(
    { length: 7 },
    () =>
      `<circle cx="${random.int(0, 1200)}" cy="${random.int(0, 630)}" r="${random.int(40, 260)}" fill="hsl(${(hue + random.int(0, 60)) % 360},70%,${random.int(40, 70)}%)" opacity="${(0.15 + random.next() * 0.4).toFixed(2)}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="hsl(${hue},55%,16%)"/>${shapes.join('')}</svg>`;
}
