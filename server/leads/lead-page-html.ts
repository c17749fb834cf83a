// The pages the lead route answers a form sent without JavaScript with: plain server-rendered HTML
// (no script, noindex, styled inline so it needs no build asset), in the site's words. One shell;
// the confirmation, the list of what to fix, and a one-message page for every other outcome.
import { escapeUTF8 } from 'entities/escape';
import { site } from '../../shared/site';

const STYLE = `
:root{color-scheme:light dark;--ink:#172033;--muted:#4b5565;--bg:#fff;--card:#f5f7fb;--line:#c9d1de;--accent:#1d4ed8;--bad:#b42318}
@media (prefers-color-scheme:dark){:root{--ink:#e8ecf4;--muted:#b4bdcc;--bg:#0f1522;--card:#182132;--line:#3a4659;--accent:#8fb4ff;--bad:#ff9b8f}}
*{box-sizing:border-box}body{margin:0;font:1rem/1.6 system-ui,sans-serif;color:var(--ink);background:var(--bg)}
header,main{max-width:42rem;margin:0 auto;padding:1rem 1.25rem}header{border-bottom:1px solid var(--line)}
a{color:var(--accent)}a:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible,button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.brand{font-weight:700;font-size:1.25rem;text-decoration:none;color:var(--ink)}
.card{background:var(--card);border:1px solid var(--line);border-radius:.75rem;padding:1.25rem;margin:1.25rem 0}
.reference{font-size:1.25rem;letter-spacing:.04em}.errors{border-color:var(--bad)}.error{color:var(--bad);margin:.25rem 0 0}
label,legend{display:block;font-weight:600;margin-top:1rem}fieldset{border:0;padding:0;margin:0}
input[type=text],input[type=email],input[type=tel],input[type=url],select,textarea{width:100%;min-height:48px;padding:.6rem;font:inherit;color:var(--ink);background:var(--bg);border:1px solid var(--line);border-radius:.5rem}
.choice{display:flex;gap:.5rem;align-items:flex-start;font-weight:400;margin-top:.5rem}.choice input{flex:none;width:1.25rem;height:1.25rem;margin-top:.2rem}
.button{display:inline-block;min-height:48px;margin-top:1.25rem;padding:.75rem 1.25rem;border:0;border-radius:.5rem;font:inherit;font-weight:600;background:var(--accent);color:var(--bg);text-decoration:none;cursor:pointer}
.hidden{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}`;

/** A whole page: the site's name linking home, then `body` in <main>. */
export function pageHtml(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeUTF8(title)} | ${escapeUTF8(site.name)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><a class="brand" href="/">${escapeUTF8(site.name)}</a></header>
<main>
${body}
</main>
</body>
</html>`;
}

/** A page with one heading and one message, and the ways to reach the agency. */
export function messagePageHtml(title: string, message: string): string {
  return pageHtml(
    title,
    `<h1>${escapeUTF8(title)}</h1>
<p>${escapeUTF8(message)}</p>
<p>You can also call us on <a href="${escapeUTF8(site.phoneHref)}">${escapeUTF8(site.phone)}</a> or message us on <a href="${escapeUTF8(site.whatsappHref)}">WhatsApp</a>.</p>
<p><a href="/contact">Back to the contact page</a></p>`,
  );
}
