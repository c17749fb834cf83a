// The part of the page's inline loader script (script-loader-script.ts) that holds back a form sent
// before the page's code could take it. Pages start their JavaScript after the first paint, so on
// a slow phone a form is live HTML for a few seconds; sent then, a form without a method would load
// the page again with what was typed in the address, and lose it. A submit of a form marked
// data-replay-submit (the SEO tools') is stopped before React or the browser sees it (no request,
// nothing typed in any URL, nothing lost) until <html> carries data-replay-ready, which
// replay-submits.ts sets once it has handed the hydrated page what was typed; the form element
// remembers the submit in a property (an attribute would differ from the HTML React hydrates), and
// replay-submits.ts sends it again. Holding until then rather than until hydration means a submit
// in between cannot run on values React has not been given yet. Forms without the mark (the lead
// forms) post to the server as they are. ES5, like the rest of the inline script, whose hash the
// CSP carries (computed from this same string by the server).

/** Marks a form whose submits before hydration are held and sent again after it. */
export const REPLAY_SUBMIT_ATTRIBUTE = 'data-replay-submit';
/** Set on <html> once the replayable forms hold what was typed: submits then go through. */
export const REPLAY_READY_ATTRIBUTE = 'data-replay-ready';
/** The property of a form whose submit was held, true until it is sent again. */
export const HELD_SUBMIT_PROPERTY = 'heldSubmit';

export type ReplayableForm = HTMLFormElement & { [HELD_SUBMIT_PROPERTY]?: boolean };

/** Statements, with the document as `d`. */
export const SUBMIT_HOLD_SCRIPT = `d.addEventListener('submit',function(e){var f=e.target;if(!d.documentElement.hasAttribute('${REPLAY_READY_ATTRIBUTE}')&&f.hasAttribute('${REPLAY_SUBMIT_ATTRIBUTE}')){e.preventDefault();e.stopPropagation();f.${HELD_SUBMIT_PROPERTY}=true}},true);`;
