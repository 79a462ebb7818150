import { useId, useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ProjectVersion } from '../../../../contract/history';
import { versionDiff } from '../model/versionDiff';
import { formatVersionTime } from '../model/when';
import { ChangeList } from './ChangeList';
import { entryTitle } from './wording';

/** A project's versions, newest first: what happened, who and when, what changed; all but the newest can be restored. */
export function VersionList({
  versions,
  onRestore,
}: {
  versions: readonly ProjectVersion[];
  /** Absent when the person's role may not restore (a viewer; a member for a deleted project). */
  onRestore?: (version: ProjectVersion) => void;
}) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {versions.map((version, index) => (
        <VersionEntry
          key={version.id}
          version={version}
          previous={versions[index + 1]?.project ?? null}
          newest={index === 0}
          onRestore={onRestore}
        />
      ))}
    </Box>
  );
}

function VersionEntry({
  version,
  previous,
  newest,
  onRestore,
}: {
  version: ProjectVersion;
  previous: ProjectVersion['project'] | null;
  newest: boolean;
  onRestore?: (version: ProjectVersion) => void;
}) {
  const headingId = useId();
  // A deletion keeps the fields as they were: nothing in it changed.
  const changes = useMemo(
    () => (version.kind === 'deleted' ? [] : versionDiff(previous, version.project)),
    [previous, version],
  );
  return (
    <Box
      component="li"
      sx={{ pb: 2, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0, pb: 0 } }}
    >
      <Box id={headingId} component="p" sx={{ m: 0 }}>
        <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
          {entryTitle(version.kind, version.author)}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {' · '}
          <time dateTime={version.at}>{formatVersionTime(version.at)}</time>
        </Box>
      </Box>
      {changes.length > 0 && <ChangeList changes={changes} />}
      {!newest && onRestore && (
        <Button
          variant="outlined"
          size="small"
          onClick={() => onRestore(version)}
          aria-describedby={headingId}
          sx={{ mt: 1, minHeight: 44 }}
        >
          Restore this version
        </Button>
      )}
    </Box>
  );
}
