import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Logo } from '../../shared/ui/Logo';
import { FOUNDERS_ID, PRINCIPLES_ID } from './content';
import { scrollToSection } from './motion';
import { forge } from './tokens';

const sectionLinks = [
  { id: PRINCIPLES_ID, label: 'Process' },
  { id: FOUNDERS_ID, label: 'Founders' },
];

/** Plain anchors work before the JS arrives; once it has, they glide instead of jumping. */
function followSectionLink(event: MouseEvent<HTMLAnchorElement>, id: string) {
  event.preventDefault();
  scrollToSection(id);
}

export function LandingHeader() {
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        color: forge.ash,
        bgcolor: 'rgba(15, 12, 10, 0.94)',
        backdropFilter: 'saturate(140%) blur(12px)',
        borderBottom: `1px solid ${forge.line}`,
        '@media print': { position: 'static' },
      }}
    >
      <Container sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1.5, minHeight: { xs: 64, md: 72 } }}>
        <Link
          component={RouterLink}
          to="/"
          underline="none"
          color="inherit"
          sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, borderRadius: 1 }}
        >
          <Logo size="small" />
        </Link>
        <Box component="nav" aria-label="Main" sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, md: 4 } }}>
          <Box component="ul" sx={{ display: { xs: 'none', md: 'flex' }, gap: 3, m: 0, p: 0, listStyle: 'none' }}>
            {sectionLinks.map(({ id, label }) => (
              <li key={id}>
                <Link
                  href={`#${id}`}
                  onClick={(event) => followSectionLink(event, id)}
                  underline="none"
                  sx={{
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
                </Link>
              </li>
            ))}
          </Box>
          <Button
            component={RouterLink}
            to="/login"
            variant="outlined"
            startIcon={<LockOutlined />}
            sx={{
              minHeight: 44,
              px: { xs: 2, sm: 2.5 },
              color: forge.ash,
              borderColor: 'rgba(251, 140, 76, 0.55)',
              whiteSpace: 'nowrap',
              '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' }, color: forge.ember },
              '&:hover': { borderColor: forge.ember, bgcolor: 'rgba(251, 140, 76, 0.12)' },
            }}
          >
            Founders Access
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
