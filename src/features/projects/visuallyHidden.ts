/**
 * Text for assistive technology only (the usual clip pattern). Plain CSS, for sx and styled alike;
 * pixel strings, since in sx 1 would mean 100%.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
