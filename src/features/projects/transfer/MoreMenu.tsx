import { useId, useState, type Ref } from 'react';
import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

type MoreMenuProps = {
  buttonSx?: object;
  onBackup: () => void;
  /** Absent for a viewer: no Import. */
  onImport?: () => void;
  ref?: Ref<HTMLButtonElement>;
};

/** The phone header's "More" menu: Download backup and Import, under the names they have as buttons. */
export function MoreMenu({ buttonSx, onBackup, onImport, ref }: MoreMenuProps) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <Button
        ref={ref}
        variant="outlined"
        startIcon={<MoreHoriz />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={buttonSx}
      >
        More
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={choose(onBackup)} sx={{ minHeight: 48 }}>
          <ListItemIcon>
            <CloudDownloadOutlined aria-hidden />
          </ListItemIcon>
          Download backup
        </MenuItem>
        {onImport && (
          <MenuItem onClick={choose(onImport)} sx={{ minHeight: 48 }}>
            <ListItemIcon>
              <UploadFileOutlined aria-hidden />
            </ListItemIcon>
            Import
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
