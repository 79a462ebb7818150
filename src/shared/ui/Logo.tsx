import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type LogoProps = { size?: 'small' | 'medium' };

/** The anvil-and-spark mark with the "Forge Lab" wordmark. */
export function Logo({ size = 'medium' }: LogoProps) {
  const mark = size === 'small' ? 24 : 32;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.primary' }}>
      <Box component="svg" viewBox="0 0 32 32" width={mark} height={mark} aria-hidden="true" sx={{ flexShrink: 0 }}>
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M7 17h15l3-3h-4l1-3H10l-1 3h3l-2 3z" fill="#FB8C4C" />
        <path d="M12 20h8l1 5h-10z" fill="#FB8C4C" />
        <circle cx="23.5" cy="7.5" r="1.5" fill="#FDBA8C" />
      </Box>
      <Typography component="span" sx={{ fontWeight: 800, fontSize: size === 'small' ? '1.05rem' : '1.25rem', letterSpacing: '-0.02em' }}>
        Forge Lab
      </Typography>
    </Box>
  );
}
