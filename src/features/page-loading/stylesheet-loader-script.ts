// The inline script that follows each page's full-stylesheet link: the link is fetched as a print
// stylesheet, so it never blocks the first paint (the page's critical CSS is inlined above it), and
// this script applies it to the screen once it has loaded. If it fails to load, the parts of the
// page that wait for it are shown anyway, unstyled rather than hidden. The CSP allows the script by
// its hash, computed from this same string by the server.
export const STYLESHEET_LOADER_SCRIPT = `(function(l){function a(){l.media='all'}if(l.sheet)a();else{l.addEventListener('load',a);l.addEventListener('error',function(){document.documentElement.style.setProperty('--rm-full-css','visible')})}})(document.currentScript.previousElementSibling);`;
