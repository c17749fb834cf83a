// Where public/spa-redirect.js (run by the static host's 404.html) leaves the path it could not
// serve, for the app to follow on its first load. On its own, so that checking for it costs the
// first load nothing more than this name.
export const REDIRECT_STORAGE_KEY = 'site:redirect';
