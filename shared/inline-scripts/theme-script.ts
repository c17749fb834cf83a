// The blocking script inlined in every page's <head>: it applies a stored light or dark theme
// before first paint, so a prerendered page never flashes the wrong colours. The CSP allows it by
// its hash, computed from this same string by the server.
export const THEME_SCRIPT = `(function(){try{var t=localStorage.getItem('theme'),r=document.documentElement;if(t==='light'||t==='dark'){r.classList.add(t);r.style.colorScheme=t}}catch(e){}})();`;
