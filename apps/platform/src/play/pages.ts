/**
 * The play platform's pages: plain HTML, no script, inline styles only (the CSP allows nothing
 * else). Every value is escaped; each page's main element has a data-testid for the tests.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
}

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;background:#12131a;color:#f3f3f7}main{max-width:52rem;margin:0 auto;padding:2rem 1rem}' +
  'a{color:#ffcf4d}ul{padding-left:1.2rem}button{font:inherit;padding:.4rem 1rem;cursor:pointer}.mode{display:inline-block;padding:.2rem .6rem;border-radius:.3rem;background:#2c2f44}';

export interface Layout {
  title: string;
  testId: 'play-lobby' | 'play-game' | 'play-expired' | 'play-login-needed' | 'play-not-found';
  body: string;
  lang?: string;
}

export function page({ title, testId, body, lang = 'en' }: Layout): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main data-testid="${testId}">
${body}
</main>
</body>
</html>
`;
}

export function logoutForm(action: string, csrf: string): string {
  return `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="csrf" value="${escapeHtml(csrf)}"><button type="submit">Log out</button></form>`;
}

export function loginNeededPage(siteName: string, loginUrl: string, reason: string): string {
  return page({
    title: `Log in to play — ${siteName}`,
    testId: 'play-login-needed',
    body: `<h1>Log in to play</h1>\n<p>${escapeHtml(reason)}</p>\n<p><a href="${escapeHtml(loginUrl)}">Log in at ${escapeHtml(siteName)}</a></p>`,
  });
}

export function expiredPage(siteName: string, loginUrl: string): string {
  return page({
    title: `Link expired — ${siteName}`,
    testId: 'play-expired',
    body: `<h1>This link has expired</h1>\n<p>Links to the games work once and for a minute only. Log in again to play.</p>\n<p><a href="${escapeHtml(loginUrl)}">Log in at ${escapeHtml(siteName)}</a></p>`,
  });
}

export function notFoundPage(siteName: string, lobbyUrl: string): string {
  return page({
    title: `Not found — ${siteName}`,
    testId: 'play-not-found',
    body: `<h1>There is no such game here</h1>\n<p><a href="${escapeHtml(lobbyUrl)}">Back to the lobby</a></p>`,
  });
}
