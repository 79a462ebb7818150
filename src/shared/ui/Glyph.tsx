/**
 * A Material icon drawn from its path alone, as plain SVG. MUI's icon components are styled
 * components: each resolves its styles on every render (a dashboard card showed seven), and they
 * bring the SvgIcon chunk to pages that load nothing else of it. Sized as SvgIcon sizes them:
 * `size` pixels, or 1em of the surrounding font size, which the page's stylesheet sets.
 */
export function Glyph({ d, size }: { d: string; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size ?? '1em'}
      height={size ?? '1em'}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      style={GLYPH_STYLE}
    >
      <path d={d} />
    </svg>
  );
}

/** One object for every glyph, so React never compares or sets it again. */
const GLYPH_STYLE = { display: 'inline-block', flexShrink: 0, userSelect: 'none' } as const;
