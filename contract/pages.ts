/**
 * Which built HTML file each route is served from, as every host does it (the preview server,
 * the team server, nginx, the offline copy): the prerendered pages at their own routes, and the
 * unrendered shell for every other path without a dot.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = { '/': 'index.html', '/login': 'login.html' };

/** The shell every other route gets: it renders the route in the browser. */
export const APP_SHELL = 'app.html';

/** Every HTML page a build must contain. */
export const BUILT_PAGES: readonly string[] = [...Object.values(PRERENDERED_PAGES), APP_SHELL];

/** The file a page route is served from. A path with a dot in it names a file, not a page. */
export const pageFileFor = (pathname: string) => PRERENDERED_PAGES[pathname] ?? APP_SHELL;
