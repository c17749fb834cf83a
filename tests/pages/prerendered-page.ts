// A page's prerendered HTML as build/prerender.ts assembles it (head tags, the rendered app and
// the embedded content block), rendered through src/app/entry-server.tsx in the test process. Tests
// stub `import.meta.env.PROD` to see what a production build would write.
import * as server from '../../src/app/entry-server';

export async function prerenderedPage(path: string): Promise<string> {
  const entry = server.pages.find((page) => page.path === path);
  if (!entry) throw new Error(`No page at ${path}`);
  const { html, payload } = await server.renderPage(path, entry);
  const data = Object.keys(payload.content).length > 0 ? server.pageDataHtml(payload.content) : '';
  return [server.headTagsHtml(server.headTags(entry)), html, data].join('\n');
}
