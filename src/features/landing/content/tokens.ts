/**
 * The landing page's dark "iron" bands (header, hero, quote) look the same in both
 * colour schemes, so their colours live here rather than in the scheme palettes.
 * Text pairs meet WCAG AA: ash on iron 15:1, muted ash 9:1, ember 8:1.
 */
export const forge = {
  iron950: '#0F0C0A',
  iron900: '#16120F',
  iron800: '#211B17',
  ash: '#F5F0EB',
  ashMuted: '#C4BAB1',
  ember: '#FB8C4C',
  emberHot: '#FDBA8C',
  line: 'rgba(253, 186, 140, 0.16)',
} as const;

/** Room the sticky header takes, so in-page jumps do not land under it. */
export const HEADER_OFFSET = 80;
