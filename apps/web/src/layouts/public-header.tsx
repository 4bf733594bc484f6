import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink, NavLink } from 'react-router';
import { paths } from '@/app/paths';
import { VisuallyHidden } from '@/components/visually-hidden';
import { centre } from '@/settings';
import { BrandMark } from './brand-mark';
import { PublicMobileMenu } from './public-mobile-menu';
import { headerLinks } from './public-nav-links';

const linkSx = {
  color: 'text.primary',
  px: 1.25,
  py: 1,
  borderRadius: 1,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&:hover': { bgcolor: 'action.hover' },
  '&[aria-current="page"]': { color: 'primary.main', textDecoration: 'underline', textUnderlineOffset: '6px' },
} as const;

/** Layouts read the session's shape, never the auth feature itself. A lost session (signed out in another tab) is signed out. */
export const selectSignedIn = (state: { auth: { token: string | null; sessionLost?: boolean } }) =>
  Boolean(state.auth.token) && !state.auth.sessionLost;

export function PublicHeader() {
  const [open, setOpen] = useState(false);
  const signedIn = useSelector(selectSignedIn);
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar component="nav" aria-label="Main" sx={{ gap: 1, minHeight: 68 }}>
        <Box
          component={RouterLink}
          to={paths.home}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.25, color: 'inherit', textDecoration: 'none', mr: 'auto' }}
        >
          <BrandMark />
          <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem', lineHeight: 1.2 }}>
            {centre.shortName}
            <VisuallyHidden>, home</VisuallyHidden>
          </Typography>
        </Box>
        <Box component="ul" sx={{ display: { xs: 'none', lg: 'flex' }, listStyle: 'none', m: 0, p: 0, gap: 0.25 }}>
          {headerLinks.map((link) => (
            <li key={link.to}>
              <Box component={NavLink} to={link.to} sx={linkSx}>
                {link.label}
              </Box>
            </li>
          ))}
        </Box>
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 1, ml: 1 }}>
          <Button component={RouterLink} to={signedIn ? paths.dashboard : paths.login} variant="outlined">
            {signedIn ? 'Dashboard' : 'Sign in'}
          </Button>
          <Button component={RouterLink} to={paths.apply} variant="contained">
            Apply
          </Button>
        </Box>
        <IconButton
          aria-label="Open menu"
          aria-expanded={open}
          aria-controls="public-mobile-menu"
          onClick={() => setOpen(true)}
          sx={{ display: { lg: 'none' } }}
          edge="end"
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      <PublicMobileMenu open={open} signedIn={signedIn} onClose={() => setOpen(false)} />
    </AppBar>
  );
}
