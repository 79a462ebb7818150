import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type LogoProps = { size?: 'small' | 'medium' };

/**
 * The anvil-and-spark mark with the "Forge Lab" wordmark. The mark carries its own
 * colours, so it reads on light pages and dark bands alike; the wordmark inherits the
 * surrounding text colour. The same drawing ships as public/favicon.svg.
 */
export function Logo({ size = 'medium' }: LogoProps) {
  // useId keeps the gradient id unique when a page shows the logo twice, and stable across hydration.
  const gradientId = `forge-mark-${useId().replace(/[^\w-]/g, '')}`;
  const mark = size === 'small' ? 26 : 32;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'inherit' }}>
      <Box
        component="svg"
        viewBox="0 0 32 32"
        width={mark}
        height={mark}
        aria-hidden="true"
        sx={{ flexShrink: 0, display: 'block' }}
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
            <stop offset="0" stopColor="#F47A36" />
            <stop offset="1" stopColor="#A8360B" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
        <path
          d="M4.5 13.6c2.6-.9 4.6-1.3 6.6-1.3h15.2l1.3 1.2v3.3h-4.1c-1.4 0-2.2.9-2.2 2.3v1.6c0 .9.6 1.6 1.5 1.9l1 .3v2.3H8.6v-2.3l1-.3c.9-.3 1.5-1 1.5-1.9v-1.4c0-1.3-.8-2.2-2.1-2.5-1.7-.4-3.2-1.4-4.5-3.2z"
          fill="#FFF4E8"
        />
        <path d="M21.5 3.5l.9 2.6 2.6.9-2.6.9-.9 2.6-.9-2.6-2.6-.9 2.6-.9z" fill="#FFE2B8" />
        <circle cx="16" cy="7.5" r="1.1" fill="#FFE2B8" />
        <circle cx="26.5" cy="10" r=".9" fill="#FFE2B8" />
      </Box>
      <Typography
        component="span"
        sx={{
          fontFamily: (theme) => theme.typography.h1.fontFamily,
          fontWeight: 700,
          fontSize: size === 'small' ? '1.125rem' : '1.3rem',
          letterSpacing: '-0.03em',
          lineHeight: 1,
          whiteSpace: 'nowrap',
        }}
      >
        Forge Lab
      </Typography>
    </Box>
  );
}
