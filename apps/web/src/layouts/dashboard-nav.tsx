import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { DashboardNavSection } from './dashboard-nav-items';

interface Props {
  sections: DashboardNavSection[];
  /** Keeps ids unique when the phone drawer and the desktop drawer are both in the page. */
  idPrefix: string;
  onNavigate?: () => void;
  /** Something beside an item's label, by its address (the unread messages' count). */
  badges?: Record<string, ReactNode>;
}

export function DashboardNav({ sections, idPrefix, onNavigate, badges }: Props) {
  return (
    <Box component="nav" aria-label="Dashboard" sx={{ py: 1 }}>
      {sections.map((section) => {
        const headingId = `${idPrefix}-${section.title.replace(/\s+/g, '-')}`;
        return (
          <Box key={section.title} sx={{ mb: 1 }}>
            <Typography
              id={headingId}
              component="h2"
              sx={{
                px: 2,
                pt: 1.5,
                pb: 0.5,
                fontSize: '0.8rem',
                fontWeight: 700,
                letterSpacing: 0.5,
                textTransform: 'uppercase',
                color: 'text.secondary',
              }}
            >
              {section.title}
            </Typography>
            <List dense aria-labelledby={headingId} disablePadding>
              {section.items.map((item) => (
                <ListItem key={item.to} disablePadding>
                  <ListItemButton
                    component={NavLink}
                    to={item.to}
                    end
                    onClick={onNavigate}
                    sx={{
                      borderRadius: 1,
                      mx: 1,
                      '&[aria-current="page"]': { bgcolor: 'primary.main', color: 'primary.contrastText' },
                      '&[aria-current="page"]:hover': { bgcolor: 'primary.dark' },
                    }}
                  >
                    <ListItemText
                      primary={
                        badges?.[item.to] ? (
                          <>
                            {item.label}
                            {badges[item.to]}
                          </>
                        ) : (
                          item.label
                        )
                      }
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Box>
        );
      })}
    </Box>
  );
}
