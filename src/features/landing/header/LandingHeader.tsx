import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { paths } from '../../../shared/routing/paths';
import { AppLink } from '../../../shared/ui/AppLink';
import { ColorSchemeToggle } from '../../../shared/ui/ColorSchemeToggle';
import { Logo } from '../../../shared/ui/Logo';
import { FOUNDERS_ID, PRINCIPLES_ID } from '../content/pageMeta';
import { forge } from '../content/tokens';

const sectionLinks = [
  { id: PRINCIPLES_ID, label: 'Process' },
  { id: FOUNDERS_ID, label: 'Founders' },
];

// Material's "lock" glyph, inlined: an icon component would pull the SVG icon machinery into the first load.
const lockIcon = (
  <Box component="svg" viewBox="0 0 24 24" aria-hidden="true" sx={{ width: 20, height: 20, fill: 'currentColor' }}>
    <path d="M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2M9 6c0-1.66 1.34-3 3-3s3 1.34 3 3v2H9zm9 14H6V10h12zm-6-3c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2" />
  </Box>
);

type LandingHeaderProps = {
  /** Called when a visitor shows intent to sign in (hover, focus), to warm the lab's code. */
  onLabIntent?: () => void;
};

export function LandingHeader({ onLabIntent }: LandingHeaderProps) {
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        color: forge.ash,
        '--forge-focus-ring': forge.ember,
        bgcolor: 'rgba(15, 12, 10, 0.94)',
        backdropFilter: 'saturate(140%) blur(12px)',
        borderBottom: `1px solid ${forge.line}`,
        '@media print': { position: 'static' },
      }}
    >
      <Container
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: { xs: 0.5, sm: 1 },
          px: { xs: 1, sm: 2 },
          minHeight: { xs: 64, md: 72 },
        }}
      >
        <Box
          component={AppLink}
          to={paths.home}
          sx={{
            position: 'relative',
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            minHeight: 44,
            minWidth: 44,
            borderRadius: 1,
            color: 'inherit',
            textDecoration: 'none',
            // Below 360 px the mark, the scheme toggle and Founders Access fill the row: the
            // wordmark is hidden from sight but still names the link.
            '@media (max-width: 359.95px)': {
              '& .MuiTypography-root': {
                position: 'absolute',
                top: 0,
                left: 0,
                width: 1,
                height: 1,
                overflow: 'hidden',
                clip: 'rect(0 0 0 0)',
                clipPath: 'inset(50%)',
                whiteSpace: 'nowrap',
              },
            },
          }}
        >
          <Logo size="small" />
        </Box>
        <Box
          component="nav"
          aria-label="Main"
          sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1, md: 4 } }}
        >
          <Box component="ul" sx={{ display: { xs: 'none', md: 'flex' }, gap: 3, m: 0, p: 0, listStyle: 'none' }}>
            {sectionLinks.map(({ id, label }) => (
              <li key={id}>
                <Box
                  component="a"
                  href={`#${id}`}
                  sx={{
                    textDecoration: 'none',
                    color: forge.ashMuted,
                    fontWeight: 600,
                    fontSize: '0.95rem',
                    display: 'inline-flex',
                    alignItems: 'center',
                    minHeight: 44,
                    borderRadius: 1,
                    '&:hover': { color: forge.ash },
                  }}
                >
                  {label}
                </Box>
              </li>
            ))}
          </Box>
          <ColorSchemeToggle sx={{ color: forge.ash, '&:hover': { bgcolor: 'rgba(251, 140, 76, 0.12)' } }} />
          {/* A link styled as an outlined button: MUI's Button (with its ripple and spinner) would
              add several KB to the landing page's first JavaScript. */}
          <Box
            component={AppLink}
            to={paths.login}
            onMouseEnter={onLabIntent}
            onFocus={onLabIntent}
            onTouchStart={onLabIntent}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 1,
              minHeight: 44,
              px: { xs: 1.5, sm: 2.5 },
              border: '1px solid rgba(251, 140, 76, 0.55)',
              borderRadius: 1,
              color: forge.ash,
              fontWeight: 600,
              fontSize: '0.9375rem',
              textDecoration: 'none',
              whiteSpace: 'nowrap',
              transition: 'background-color 150ms, border-color 150ms',
              '& svg': { display: { xs: 'none', sm: 'block' }, color: forge.ember },
              '&:hover': { borderColor: forge.ember, bgcolor: 'rgba(251, 140, 76, 0.12)' },
            }}
          >
            {lockIcon}
            Founders Access
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
