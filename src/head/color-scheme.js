// Runs before first paint (blocking, in <head>): puts the colour-scheme class MUI uses
// (colorSchemeSelector 'class': .light / .dark on <html>) from the founder's saved choice
// (localStorage 'mui-mode', written by MUI's useColorScheme) or else the system setting,
// so the prerendered landing page never flashes the wrong scheme. The build writes it inline
// (scripts/headScripts.mjs), without these comments, and the CSP allows it by its hash.
(function () {
  var mode = null;
  try {
    mode = window.localStorage.getItem('mui-mode');
  } catch (error) {
    mode = null;
  }
  var dark =
    mode === 'dark' ||
    (mode !== 'light' && !!window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(dark ? 'dark' : 'light');
})();
