// Loaded by 404.html on static hosts without rewrites: keeps the requested path for the app, which
// validates and follows it on load, and goes to the home page.
try {
  sessionStorage.setItem('site:redirect', location.pathname + location.search + location.hash);
} catch {
  // Storage is blocked: the visitor still reaches the home page.
}
location.replace('/');
