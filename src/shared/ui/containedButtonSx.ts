/**
 * The theme's large contained button (type, padding, radius, transitions) as plain styles, for a
 * native <button> or <a> on the pages that must stay light: MUI's Button, ButtonBase and ripple
 * would add about 8 KB to the landing and login pages. Each user adds its size and colours.
 */
export const containedButtonSx = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  minWidth: 64,
  px: 3,
  py: '11px',
  borderRadius: '10px',
  fontFamily: 'inherit',
  fontWeight: 600,
  fontSize: '1rem',
  lineHeight: 1.75,
  letterSpacing: '0.005em',
  verticalAlign: 'middle',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: ['background-color', 'box-shadow', 'border-color', 'color']
    .map((property) => `${property} 250ms cubic-bezier(0.4, 0, 0.2, 1) 0ms`)
    .join(','),
} as const;
