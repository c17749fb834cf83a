// The words a visitor reads on buttons, links and calls to action that more than one place shows: the
// React components, the server's no-JavaScript forms, the registry (and so the palette and the web app
// manifest) and the tests, which read their expectations from here, so a wording change is this file.
// Plain strings as named exports: each module takes only the words it shows (no object to drag in).

/**
 * The main call to action: the header, the mobile menu, the band that closes most pages, the home
 * and services pages, the market pages, the quote page's title and the installed app's shortcut.
 */
export const quoteCta = 'Get a Free Quote';

/** The quote page's short name, where menus and crumbs name it. */
export const quoteShortLabel = 'Free Quote';

/** The palette's quick action to the quote page: worded apart from the page's own entry beside it. */
export const quoteAction = 'Request a Free Quote';

/** A service page's call to action, naming the service, e.g. 'Get a quote for Local SEO'. */
export const quoteCtaFor = (service: string): string => `Get a quote for ${service}`;

/** The quote form's heading. */
export const quoteFormTitle = 'Get a free quote in two short steps';

/** The quote form's send button, with JavaScript and in the server's form without it. */
export const quoteSubmit = 'Send and get my free quote';

/** The send button of the quote's optional second step, with JavaScript and without it. */
export const quoteDetailsSubmit = 'Add these details';

/** The contact form's send button, with JavaScript and in the server's form without it. */
export const messageSubmit = 'Send message';

/** The second call to action beside the quote on the home and services pages. */
export const seeResults = 'See client results';

/** The Navigation Error screen's actions (the spec quotes both). */
export const tryAgain = 'Try Again';
export const goHome = 'Go to Home';

/** The header's search button, the palette's name and the offline page's button. */
export const searchSite = 'Search the site';
