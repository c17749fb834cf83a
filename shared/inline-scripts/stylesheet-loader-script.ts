// The inline script that follows each page's full-stylesheet link in <head>. The link is fetched
// as a print stylesheet, so it never blocks the first paint (the page's critical CSS is inlined
// above it); this script applies it to the screen once it has loaded and then drops the critical
// CSS, whose rules would otherwise be matched twice in every later style recalculation (the
// palette's results updated 5 ms slower with them). If it fails to load, the script shows
// the parts of the page that wait for it anyway, unstyled rather than hidden. It also holds
// rendering until <main> has been parsed (`<link rel="expect" blocking="render">`), so the first
// paint is the whole first view rather than a blank frame before it; added from here because HTML
// checkers do not know the expect link yet, and without JavaScript the blocking stylesheet holds
// the paint anyway. The CSP allows the script by its hash, computed from this same string by the
// server.
/** Marks the <style> that holds a page's critical CSS (build/page-loading-html.ts writes it). */
export const CRITICAL_STYLE_ATTRIBUTE = 'data-critical-css';

/**
 * The custom property that shows the parts of a page waiting for the full stylesheet: the critical
 * CSS hides them with `visibility: var(--rm-full-css, hidden)` and src/styles/theme.css sets it to visible.
 */
export const FULL_CSS_PROPERTY = '--rm-full-css';

export const STYLESHEET_LOADER_SCRIPT = `(function(d,l){var x=d.createElement('link');x.rel='expect';x.href='#main-content';x.setAttribute('blocking','render');d.head.appendChild(x);function a(){l.media='all';var c=l.previousElementSibling;if(c&&c.hasAttribute('${CRITICAL_STYLE_ATTRIBUTE}'))c.remove()}if(l.sheet)a();else{l.addEventListener('load',a);l.addEventListener('error',function(){d.documentElement.style.setProperty('${FULL_CSS_PROPERTY}','visible')})}})(document,document.currentScript.previousElementSibling);`;
