import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type SectionHeadingProps = { id: string; eyebrow: string; title: string; intro: string };

/** Eyebrow, h2 and lead paragraph that open each content section. */
export function SectionHeading({ id, eyebrow, title, intro }: SectionHeadingProps) {
  return (
    <Box sx={{ maxWidth: 680, mx: 'auto', textAlign: 'center', mb: { xs: 5, md: 7 } }}>
      <Typography variant="overline" component="p" sx={{ color: 'primary.main', mb: 1.5 }}>
        {eyebrow}
      </Typography>
      <Typography id={id} variant="h2" sx={{ fontSize: 'clamp(2rem, 1.4rem + 2.6vw, 3.25rem)', mb: 2.5 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: { xs: '1.05rem', md: '1.15rem' }, lineHeight: 1.65 }}>
        {intro}
      </Typography>
    </Box>
  );
}
