import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ROLE_NAMES, type RoleId } from '@tc/contract/roles';
import type { User } from '@tc/contract/users';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, Outlet } from 'react-router';
import { paths } from '@/app/paths';
import { centre } from '@/settings';
import { BrandMark } from './brand-mark';
import { DashboardNav } from './dashboard-nav';
import { PrintStyles } from './print-styles';
import { dashboardNavFor } from './dashboard-nav-items';
import { SkipLink } from './skip-link';

const DRAWER_WIDTH = 248;

interface Props {
  user: User;
  onSignOut: () => void;
  /** The session ended (signed out in another tab) under a form that keeps what was typed: the header says so. */
  signedOut?: boolean;
  /** Asks for the password again (the same dialog a save asks with). */
  onSignIn?: () => void;
  /** Beside a navigation item's label, by its address (app/ gives the unread messages' count). */
  navBadges?: Record<string, ReactNode>;
  /** Above every screen: the coach's offline state (app/ gives it). */
  notice?: ReactNode;
}

/** The private area: navigation by role, the signed-in person's name and sign-out. No public footer. */
export function DashboardLayout({ user, onSignOut, signedOut = false, onSignIn, navBadges, notice }: Props) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const sections = dashboardNavFor(user);
  const role = ROLE_NAMES[user.category_id as RoleId] ?? 'Member';

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <PrintStyles />
      <SkipLink />
      <AppBar position="fixed" elevation={0} className="no-print" sx={{ zIndex: (t) => t.zIndex.drawer + 1, bgcolor: 'brand.footer' }}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open navigation"
            aria-expanded={mobileOpen}
            onClick={() => setMobileOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Box
            component={RouterLink}
            to={paths.clientListing}
            aria-label={`${centre.shortName} dashboard`}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: 'auto' }}
          >
            <BrandMark size={32} />
            <Typography component="span" sx={{ fontWeight: 700, display: { xs: 'none', sm: 'inline' } }}>
              {centre.shortName} dashboard
            </Typography>
          </Box>
          <Box sx={{ textAlign: 'right', lineHeight: 1.2 }} data-testid="signed-in-user" role="status">
            <Typography component="p" sx={{ fontWeight: 600, fontSize: '0.95rem' }}>
              {signedOut ? 'Signed out' : `${user.firstname} ${user.lastname}`}
            </Typography>
            <Typography component="p" sx={{ fontSize: '0.8rem', color: '#cfe3ff' }}>
              {signedOut ? 'Sign in again to save' : role}
            </Typography>
          </Box>
          {signedOut ? (
            <Button color="inherit" variant="outlined" onClick={onSignIn} startIcon={<LoginIcon />} sx={{ ml: 1 }}>
              Sign in
            </Button>
          ) : (
            <Button color="inherit" variant="outlined" onClick={onSignOut} startIcon={<LogoutIcon />} sx={{ ml: 1 }}>
              Sign out
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Box className="no-print" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          <DashboardNav sections={sections} idPrefix="nav-mobile" onNavigate={() => setMobileOpen(false)} badges={navBadges} />
        </Drawer>
        <Drawer variant="permanent" open sx={{ display: { xs: 'none', md: 'block' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}>
          <Toolbar />
          <DashboardNav sections={sections} idPrefix="nav" badges={navBadges} />
        </Drawer>
      </Box>
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flexGrow: 1, p: { xs: 2, md: 4 }, minWidth: 0, outline: 'none' }}>
        <Toolbar />
        {notice}
        <Outlet />
      </Box>
    </Box>
  );
}
