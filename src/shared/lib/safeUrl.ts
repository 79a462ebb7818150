const WEB_PROTOCOLS = new Set(['http:', 'https:']);
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Turns what a founder typed into a URL that is safe to open, or null.
 * `example.com` becomes `https://example.com/`; only http(s) URLs with a host and
 * no embedded credentials pass, so `javascript:`, `data:`, `file:` and `mailto:`
 * never reach window.open (a javascript: URL would run in a popup of our origin).
 * The URL parser strips tabs and newlines as browsers do, so `java\tscript:` is caught too.
 */
export function toSafeWebUrl(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  const candidate = HAS_SCHEME.test(trimmed.replace(/[\t\n\r]/g, '')) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (!WEB_PROTOCOLS.has(url.protocol) || !url.hostname || url.username || url.password) return null;
  return url.href;
}
