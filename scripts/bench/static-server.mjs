// The static baseline: answers the saved HTML bytes of each page with the headers the app sent,
// from memory, with node:http and nothing else. Plain JS run by `node`, so nothing but the
// server itself is measured. Usage: node static-server.mjs <port> <pages.json>
//   pages.json: [{ "path": "/", "file": "/tmp/…/index.html", "headers": { … } }]
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, manifest] = process.argv.slice(2);
const pages = new Map();
for (const page of JSON.parse(readFileSync(manifest, 'utf8'))) {
  const body = readFileSync(page.file);
  pages.set(page.path, { body, headers: { ...page.headers, 'content-length': String(body.length) } });
}

const server = createServer((req, res) => {
  const page = pages.get(req.url.split('?')[0]);
  if (!page) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  res.writeHead(200, page.headers);
  res.end(req.method === 'HEAD' ? undefined : page.body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1', () => console.log(`static baseline on ${port}: ${pages.size} pages`));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
