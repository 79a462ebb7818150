const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * The address to open for a user-typed project link, or null when there is none to open.
 * Links are free text (SPEC §5), so only http(s) is let through: a stored "javascript:" or
 * "data:" link must never run in the lab's origin. A bare host gets https:// in front.
 */
export function toExternalUrl(raw: string | null | undefined): string | null {
  const url = (raw ?? '').trim();
  if (!url) return null;
  if (url.startsWith('//')) return `https:${url}`;
  if (!SCHEME.test(url)) return `https://${url}`;
  return /^https?:\/\//i.test(url) ? url : null;
}
