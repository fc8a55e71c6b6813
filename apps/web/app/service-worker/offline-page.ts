/** The offline page of one culture: self-contained HTML (no script), precached by the service worker. */
export function offlinePageHtml(page: { lang: string; siteName: string; offlineTitle: string; offlineText: string; retry: string }): string {
  const escape = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="${escape(page.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(page.offlineTitle)} | ${escape(page.siteName)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0d0b1a;color:#f3f1ff;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;text-align:center}
main{max-width:32rem;padding:2rem}
h1{color:#ffd54a}
a{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border-radius:999px;background:#ffd54a;color:#1a1400;font-weight:700;text-decoration:none}
</style>
</head>
<body>
<main data-offline-page>
<p>${escape(page.siteName)}</p>
<h1>${escape(page.offlineTitle)}</h1>
<p>${escape(page.offlineText)}</p>
<a href="">${escape(page.retry)}</a>
</main>
</body>
</html>
`;
}
