import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { META_DESCRIPTION, PAGE_TITLE } from '../../src/features/landing/content/pageMeta';

// Under jsdom import.meta.url is not a file: URL, but its path is still this file's.
const root = resolve(new URL(import.meta.url).pathname, '../../..');
const head = new DOMParser().parseFromString(readFileSync(join(root, 'index.html'), 'utf8'), 'text/html').head;

const meta = (selector: string) => head.querySelector(`meta[${selector}]`)?.getAttribute('content');
const publicFile = (url: string) => join(root, 'public', url);

describe('index.html head (what crawlers, link previews and browsers read before any JS)', () => {
  it('has the landing title and the same description the page sets', () => {
    expect(head.querySelector('title')?.textContent).toBe(PAGE_TITLE);
    expect(meta('name="description"')).toBe(META_DESCRIPTION);
    expect(meta('name="theme-color"')).toMatch(/^#[0-9A-F]{6}$/i);
  });

  it('has Open Graph and Twitter card tags whose image ships with the app', () => {
    expect(meta('property="og:title"')).toBe(PAGE_TITLE);
    expect(meta('property="og:description"')).toMatch(/turns bold ideas into scalable software/);
    expect(meta('property="og:type"')).toBe('website');
    const image = meta('property="og:image"')!;
    expect(existsSync(publicFile(image))).toBe(true);
    expect(meta('property="og:image:width"')).toBe('1200');
    expect(meta('property="og:image:height"')).toBe('630');
    expect(meta('name="twitter:card"')).toBe('summary_large_image');
    expect(meta('name="twitter:image"')).toBe(image);
    expect(meta('name="twitter:image:alt"')).toBeTruthy();
  });

  it('has an SVG favicon with PNG fallbacks that exist', () => {
    const icons = Array.from(head.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"]'));
    const types = icons.map((icon) => icon.getAttribute('type') ?? icon.getAttribute('rel'));
    expect(types).toEqual(expect.arrayContaining(['image/svg+xml', 'image/png', 'apple-touch-icon']));
    for (const icon of icons) expect(existsSync(publicFile(icon.getAttribute('href')!))).toBe(true);
  });
});
