import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { isLong, shorten, type FieldChange } from '../model/versionDiff';

/** A version's changed fields, "Revenue: $2,500 → $3,000"; long text shortened, the whole on request. */
export function ChangeList({ changes }: { changes: readonly FieldChange[] }) {
  return (
    <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, display: 'grid', gap: 0.5 }}>
      {changes.map((change) => (
        <ChangeItem key={change.field} change={change} />
      ))}
    </Box>
  );
}

function ChangeItem({ change: { label, from, to } }: { change: FieldChange }) {
  const [whole, setWhole] = useState(false);
  const long = isLong(from) || isLong(to);
  return (
    <Box component="li" sx={{ overflowWrap: 'anywhere', whiteSpace: whole ? 'pre-wrap' : undefined }}>
      {label}: {whole ? from : shorten(from)} → {whole ? to : shorten(to)}
      {long && (
        <Button
          size="small"
          onClick={() => setWhole(!whole)}
          aria-expanded={whole}
          aria-label={whole ? `Show less of ${label}` : `Show all of ${label}`}
          sx={{ ml: 1, minHeight: 32, verticalAlign: 'baseline' }}
        >
          {whole ? 'Show less' : 'Show all'}
        </Button>
      )}
    </Box>
  );
}
