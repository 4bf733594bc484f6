import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { DashboardClient } from '@tc/contract/dashboard';
import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { fullName } from '../../lib/person-name';

/** "Log time": straight to the time diary of a coach's one client, else a menu of their clients to pick from. */
export function LogTimeButton({ clients }: { clients: DashboardClient[] }) {
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (clients.length === 0) return null;
  if (clients.length === 1) {
    const only = clients[0];
    return (
      <Button variant="contained" component={RouterLink} to={paths.timeDiary(only.id)} aria-label={`Log time for ${fullName(only)}`}>
        Log time
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="contained"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Log time
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': 'Whose time diary?' } }}
      >
        {clients.map((c) => (
          <MenuItem
            key={c.id}
            onClick={() => {
              setAnchor(null);
              void navigate(paths.timeDiary(c.id));
            }}
          >
            {fullName(c)}
            {c.business_name ? ` · ${c.business_name}` : ''}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
