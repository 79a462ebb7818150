import Box from '@mui/material/Box';

/** The first thing a keyboard user reaches on every page: a jump past the header to #main. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href="#main"
      sx={{
        textDecoration: 'none',
        position: 'absolute',
        left: 16,
        top: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1.5,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 700,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus-visible, &:focus': { transform: 'none' },
      }}
    >
      Skip to content
    </Box>
  );
}
