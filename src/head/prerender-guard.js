// Runs before first paint (blocking, in <head>, after the page's route <meta>). The build writes
// it inline (scripts/headScripts.mjs), without these comments, and the CSP allows it by its hash.
//
// The prerendered pages (index.html for "/", login.html for "/login") may be served for another
// address: most static hosts answer every unknown path with index.html. That page's markup must
// then never paint. So when the prerendered route is not this address, or it is /login and a
// session may be stored (the founder is sent on to /dashboard), this marks <html> and a rule in
// index.html hides #root. src/main.tsx then decides by the same rules (exactly, with the store's
// session rule), clears the markup it will not hydrate, and removes the mark. Without JavaScript
// this never runs, and the prerendered page shows as it is.
(function () {
  var meta = document.querySelector('meta[name="forge-lab:prerendered-route"]');
  if (!meta) return;
  var route = window.location.pathname.replace(/\/+$/, '') || '/';
  if (route === meta.getAttribute('content') && !(route === '/login' && maySessionBeStored())) return;
  document.documentElement.setAttribute('data-render-afresh', '');

  // A cheap, generous reading of the session redux-persist stores: main.tsx reads it exactly.
  function maySessionBeStored() {
    try {
      var stored = JSON.parse(window.localStorage.getItem('persist:forge-lab:auth') || 'null');
      var token = stored && stored.token;
      return typeof token === 'string' && token !== '' && token !== 'null';
    } catch (error) {
      return false;
    }
  }
})();
