/** The page's title, description and section ids: what the header and head need, without the page copy and its icons. */
export const PAGE_TITLE = "Forge Lab — Forging Tomorrow's Tools";
/** Mirrors the description in index.html, which crawlers and link previews read. */
export const META_DESCRIPTION =
  'Forge Lab is a private, AI-driven software incubator that turns bold ideas into scalable software.';

export const TAGLINE = "Forging Tomorrow's Tools";
export const PRINCIPLES_ID = 'principles';
export const FOUNDERS_ID = 'founders';
