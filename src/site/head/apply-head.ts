// Brings document.head in line with a page's head tags after a client-side navigation, so the
// title, description, canonical and structured data match what a prerendered load would have.
import { jsonForScript, type HeadTags } from './head-tags';

function upsertMeta(key: 'name' | 'property', name: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${key}="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(key, name);
    document.head.append(element);
  }
  element.content = content;
}

export function applyHead(tags: HeadTags): void {
  document.title = tags.title;
  for (const tag of tags.meta) upsertMeta(tag.key, tag.name, tag.content);
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  canonical.href = tags.canonical;
  for (const old of document.head.querySelectorAll(
    'script[type="application/ld+json"][data-head]',
  )) {
    old.remove();
  }
  for (const data of tags.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.head = '';
    script.textContent = jsonForScript(data);
    document.head.append(script);
  }
}
