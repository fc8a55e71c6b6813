// The bare-React baseline of issue 19: what React alone costs for a page of the same size and
// shape. Each page's served HTML is parsed once (html-react-parser) into a React element tree,
// and every request renders that tree with renderToString and answers it on plain node:http —
// no routing, data, i18n or security layer. The origin's throughput over this one is the ratio
// the bench prints. Plain JS run by `node`, so only this server is measured.
// Usage: node bare-react-server.mjs <port> <pages.json>
//   pages.json: [{ "path": "/", "file": "/tmp/…/index.html", "headers": { … } }] (as static-server.mjs)
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import parse from 'html-react-parser';
import { renderToString } from 'react-dom/server';

const [port, manifest] = process.argv.slice(2);
const pages = new Map();
for (const page of JSON.parse(readFileSync(manifest, 'utf8'))) {
  const html = readFileSync(page.file, 'utf8');
  // The doctype is no element: React never renders it, so it is written before the tree as the origin does.
  const tree = parse(html.replace(/^<!DOCTYPE html>/i, ''));
  pages.set(page.path, { tree, headers: page.headers });
}

const server = createServer((req, res) => {
  const page = pages.get(req.url.split('?')[0]);
  if (!page) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  const body = `<!DOCTYPE html>${renderToString(page.tree)}`;
  res.writeHead(200, { ...page.headers, 'content-length': String(Buffer.byteLength(body)) });
  res.end(req.method === 'HEAD' ? undefined : body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1', () => console.log(`bare React baseline on ${port}: ${pages.size} pages`));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
