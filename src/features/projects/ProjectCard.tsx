import { useId, useState } from 'react';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import GitHub from '@mui/icons-material/GitHub';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { formatLocaleDate } from '../../shared/lib/date';
import { formatCount, formatMoney } from '../../shared/lib/format';
import { ProjectStats } from './ProjectStats';
import { StatusBadge } from './StatusBadge';
import type { Project } from './types';
import { visuallyHidden } from './visuallyHidden';

export type ProjectCardProps = {
  project: Project;
  onEdit: (project: Project) => void;
  /** Opens the Add dialog prefilled from this project. */
  onDuplicate: (project: Project) => void;
  onDelete: (project: Project) => void;
  onOpenLink: (url: string, kind: 'GitHub' | 'live demo') => void;
};

/** Ids the dashboard uses to put focus back on a card after a delete. */
export const editButtonId = (projectId: string) => `edit-project-${projectId}`;

const touchTarget = { minHeight: { xs: 44, sm: 36 } };
const iconTouchTarget = { p: { xs: 1.25, sm: 1 } };

/**
 * A tooltip in CSS: the button's `data-hint` shown above it on hover and keyboard focus.
 * MUI's Tooltip would bring Popper.js (about 8 KB gzip) into the dashboard for two labels;
 * `attr()` keeps the project's name out of any style rule.
 */
const hintOnHover = {
  position: 'relative',
  '&::after': {
    content: 'attr(data-hint)',
    position: 'absolute',
    bottom: 'calc(100% + 6px)',
    right: 0,
    maxWidth: 240,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    px: 1,
    py: 0.5,
    borderRadius: 1,
    bgcolor: 'grey.800',
    color: 'common.white',
    fontSize: '0.75rem',
    fontWeight: 500,
    lineHeight: 1.4,
    pointerEvents: 'none',
    opacity: 0,
    transition: 'opacity 150ms',
    zIndex: 'tooltip',
  },
  '&:hover::after, &.Mui-focusVisible::after': { opacity: 1, transitionDelay: '300ms' },
} as const;

export function ProjectCard({ project, onEdit, onDuplicate, onDelete, onOpenLink }: ProjectCardProps) {
  const headingId = useId();
  const menuId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const updated = formatLocaleDate(project.lastUpdated);
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', overflowWrap: 'anywhere', minWidth: 0 }}
    >
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5, p: { xs: 2, sm: 2.5 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={headingId} variant="h6" component="h3" sx={{ lineHeight: 1.3, minWidth: 0 }}>
            {project.name}
          </Typography>
          <StatusBadge status={project.status} />
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'pre-line' }}>
          {project.description}
        </Typography>
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 500 }}>
          <PeopleAltOutlined aria-hidden sx={{ fontSize: 18, color: 'text.secondary' }} />
          <Box component="span" sx={visuallyHidden}>
            Owners:{' '}
          </Box>
          {(project.owners ?? []).join(', ')}
        </Typography>
        <ProjectStats
          items={[
            { label: 'Revenue', value: formatMoney(project.revenue) },
            { label: 'Subscribers', value: formatCount(project.subscribers) },
          ]}
        />
        {project.notes?.trim() && (
          <Box
            sx={(theme) => ({
              px: 1.5,
              py: 1,
              borderRadius: 1,
              borderLeft: 3,
              borderColor: 'primary.main',
              bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.06),
            })}
          >
            <Typography variant="caption" component="p" sx={{ fontWeight: 700, color: 'text.secondary' }}>
              Notes
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {project.notes}
            </Typography>
          </Box>
        )}
        {updated && (
          <Typography variant="caption" sx={{ color: 'text.secondary', mt: 'auto' }}>
            Updated {updated}
          </Typography>
        )}
      </CardContent>
      <Divider />
      <CardActions disableSpacing sx={{ px: { xs: 1.5, sm: 2 }, py: 1, gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          startIcon={<GitHub />}
          onClick={() => onOpenLink(project.githubUrl, 'GitHub')}
          sx={touchTarget}
        >
          GitHub
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          startIcon={<OpenInNew />}
          onClick={() => onOpenLink(project.liveUrl, 'live demo')}
          sx={touchTarget}
        >
          Live
        </Button>
        <Box sx={{ ml: 'auto', display: 'flex', gap: 0.5 }}>
          <IconButton
            id={editButtonId(project.id)}
            aria-label={`Edit ${project.name}`}
            data-hint={`Edit ${project.name}`}
            onClick={() => onEdit(project)}
            sx={[iconTouchTarget, hintOnHover]}
          >
            <EditOutlined />
          </IconButton>
          <IconButton
            aria-label={`More actions for ${project.name}`}
            data-hint="More actions"
            aria-haspopup="menu"
            aria-controls={menuAnchor ? menuId : undefined}
            aria-expanded={menuAnchor ? 'true' : undefined}
            onClick={(event) => setMenuAnchor(event.currentTarget)}
            sx={[iconTouchTarget, hintOnHover]}
          >
            <MoreVert />
          </IconButton>
          <Menu id={menuId} anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
            <MenuItem
              onClick={() => {
                setMenuAnchor(null);
                onDuplicate(project);
              }}
              sx={{ minHeight: 44 }}
            >
              Duplicate
            </MenuItem>
          </Menu>
          <IconButton
            aria-label={`Delete ${project.name}`}
            data-hint={`Delete ${project.name}`}
            onClick={() => onDelete(project)}
            sx={[iconTouchTarget, hintOnHover, { '&:hover': { color: 'error.main' } }]}
          >
            <DeleteOutlined />
          </IconButton>
        </Box>
      </CardActions>
    </Card>
  );
}
