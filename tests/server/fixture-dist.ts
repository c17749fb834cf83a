// A tiny built site for server tests: pages.json, a home page, /about, a tool page, the not-found
// page, one hashed asset, the service worker, the web app manifest and an icon, in a fresh
// temporary directory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function makeFixtureDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reachmark-dist-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  };
  write(
    'pages.json',
    JSON.stringify({
      pages: [{ path: '/' }, { path: '/about' }, { path: '/tools/seo-analyzer', template: 'tool' }],
    }),
  );
  write('index.html', '<!doctype html><title>Home</title><h1>Home</h1>');
  write('about/index.html', '<!doctype html><title>About</title><h1>About</h1>');
  write('tools/seo-analyzer/index.html', '<!doctype html><title>SEO Analyzer</title>');
  write('not-found.html', '<!doctype html><title>Not found</title><h1>Page Not Found</h1>');
  write('404.html', '<!doctype html><title>Redirecting</title>');
  write('assets/index-abc123.js', 'console.log(1);');
  write('sw.js', 'self.addEventListener("fetch", () => {});');
  write('manifest.webmanifest', JSON.stringify({ name: 'Reachmark', start_url: '/' }));
  write('pwa-192x192.png', '\x89PNG');
  write('robots.txt', 'User-agent: *\n');
  return dir;
}
