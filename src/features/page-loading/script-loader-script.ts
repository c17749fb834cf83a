// The inline script that starts a prerendered page's JavaScript once the page has painted: the
// entry script and its module preloads wait, inert, in the <template> just before it, so on a slow
// connection the first paint never shares the first round trips with code; when the browser
// reports the first contentful paint (or at once where it cannot, and after 3 s at the latest) they
// are added to the head, all at once, as the HTML would have had them; the entry script itself
// once the document is parsed, like the deferred module script it replaces, so the code never runs
// on a half-parsed page (the page's embedded content comes last in the body). The CSP allows the script by
// its hash, computed from this same string by the server.
export const SCRIPT_LOADER_SCRIPT = `(function(d){var t=d.currentScript.previousElementSibling,s=0;function go(){if(s)return;s=1;var n=t.content.children,q=[];for(var i=0;i<n.length;i++){var o=n[i],j=o.tagName==='SCRIPT',e=d.createElement(j?'script':'link');if(j)e.type='module';else{e.rel='modulepreload';e.setAttribute('fetchpriority','low')}e.crossOrigin='anonymous';e[j?'src':'href']=o.getAttribute(j?'src':'href');if(j)q.push(e);else d.head.appendChild(e)}function run(){for(var k=0;k<q.length;k++)d.head.appendChild(q[k])}if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',run);else run()}var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return go();new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});setTimeout(go,3000)})(document);`;
