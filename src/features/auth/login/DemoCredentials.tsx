import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DEMO_PASSWORD, FOUNDERS } from '../../../../contract/founders';
import { isTeamMode } from '../../../shared/lib/teamMode';
import { useHydrated } from '../../../shared/hooks/useHydrated';
import { keyGlyph } from '../controls/glyphs';

const codeSx = {
  fontFamily: '"JetBrains Mono", ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.8125rem',
  fontWeight: 600,
  color: 'text.primary',
  overflowWrap: 'anywhere',
} as const;

const whoChecks = {
  browser:
    'These are demo accounts, checked right here in your browser. There is no real security behind this sign-in.',
  // The team server holds real accounts: the demo ones exist only on a server started with --demo.
  team: (
    <>
      The team server checks the password. These demo accounts work on a server started with{' '}
      <Box component="code" sx={{ ...codeSx, whiteSpace: 'nowrap' }}>
        --demo
      </Box>
      ; otherwise use the password your team set.
    </>
  ),
};

/** The demo accounts, in plain sight, and who checks them: the browser, or the team server. */
export function DemoCredentials() {
  const titleId = useId();
  // The prerendered page is the static mode's; the team server's mark is read once it is hydrated.
  const team = useHydrated() && isTeamMode();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={(theme) => ({
        p: 2,
        borderRadius: 1,
        border: '1px dashed',
        borderColor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.35),
        bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.05),
      })}
    >
      <Typography
        id={titleId}
        component="h2"
        variant="subtitle2"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, color: 'primary.main' }}
      >
        {keyGlyph}
        Demo credentials
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 0.75,
          alignItems: 'baseline',
          // The narrowest phones have no room for two columns: each label goes above its values.
          '@media (max-width: 359.95px)': { gridTemplateColumns: '1fr', rowGap: 0.25, '& dd + dt': { mt: 1 } },
        }}
      >
        <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
          Emails
        </Typography>
        <Box component="dd" sx={{ m: 0 }}>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
            {FOUNDERS.map((founder) => (
              <Box component="li" key={founder.email} sx={codeSx}>
                {founder.email}
              </Box>
            ))}
          </Box>
        </Box>
        <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
          Password
        </Typography>
        <Box component="dd" sx={{ m: 0, ...codeSx }}>
          {DEMO_PASSWORD}
        </Box>
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
        {team ? whoChecks.team : whoChecks.browser}
      </Typography>
    </Box>
  );
}
