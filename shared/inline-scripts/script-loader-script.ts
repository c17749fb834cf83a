// The inline script that starts a prerendered page's JavaScript once the page has painted: the
// entry script and its module preloads wait, inert, in the <template> just before it, so on a slow
// connection the first paint never shares the first round trips with code; when the browser
// reports the first contentful paint (or at once where it cannot, and after 3 s at the latest) they
// are added to the head in the HTML's order, one element a task (each request a preload starts
// costs a few milliseconds of main thread on a phone; sixteen in one task made a long task); the
// entry script, last, once the document is parsed, like the deferred module script it replaces,
// so the code never runs on a half-parsed page (the page's embedded content comes last in the
// body). First of all, it holds back the submits of forms that are replayed once the page is
// hydrated (submit-hold-script.ts). The CSP allows the script by its hash, computed from this same
// string by the server.
import { SUBMIT_HOLD_SCRIPT } from './submit-hold-script';

export const SCRIPT_LOADER_SCRIPT = `(function(d){${SUBMIT_HOLD_SCRIPT}var t=d.currentScript.previousElementSibling,s=0;function make(o){var j=o.tagName==='SCRIPT',e=d.createElement(j?'script':'link');if(j)e.type='module';else{e.rel='modulepreload';e.setAttribute('fetchpriority','low')}e.crossOrigin='anonymous';e[j?'src':'href']=o.getAttribute(j?'src':'href');return e}function add(o){d.head.appendChild(make(o))}function go(){if(s)return;s=1;var n=t.content.children,i=0;(function step(){var o=n[i++];if(!o)return;if(o.tagName!=='SCRIPT'){add(o);return setTimeout(step,0)}if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',function(){add(o)});else add(o);step()})()}var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return go();new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});setTimeout(go,3000)})(document);`;
