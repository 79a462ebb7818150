import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type Stat = { label: string; value: string };

/** Label over figure pairs, as a description list. */
export function ProjectStats({ items }: { items: Stat[] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))`, gap: 1 }}
    >
      {items.map(({ label, value }) => (
        <Box key={label} sx={{ px: 1.5, py: 1, borderRadius: 1, bgcolor: 'action.hover', minWidth: 0 }}>
          <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
