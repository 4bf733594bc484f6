import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink, NavLink } from 'react-router';
import { paths } from '@/app/paths';
import { headerLinks } from './public-nav-links';

/** The header menu collapsed into a drawer on phones and tablets. */
export function PublicMobileMenu({ open, signedIn, onClose }: { open: boolean; signedIn: boolean; onClose: () => void }) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { id: 'public-mobile-menu', sx: { width: 280 } } }}>
      <Box component="nav" aria-label="Main menu" sx={{ p: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <IconButton aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <List>
          {[{ label: 'Home', to: paths.home }, ...headerLinks].map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton component={NavLink} to={link.to} end onClick={onClose}>
                <ListItemText primary={link.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Divider sx={{ my: 1 }} />
        <Box sx={{ display: 'grid', gap: 1, p: 1 }}>
          <Button component={RouterLink} to={paths.apply} variant="contained" onClick={onClose}>
            Apply
          </Button>
          <Button component={RouterLink} to={signedIn ? paths.dashboard : paths.login} variant="outlined" onClick={onClose}>
            {signedIn ? 'Dashboard' : 'Sign in'}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
