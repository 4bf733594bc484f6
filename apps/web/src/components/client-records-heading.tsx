import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

interface Props {
  /** What the page holds: "Action plans", "Time diary". */
  title: string;
  /** The client's name, once known. */
  name?: string | null;
  businessName?: string | null;
  /** The client's profile: the name leads there. */
  profileHref?: string;
}

/** The heading of a page about one client's records: what it is, whose (a link to their profile), and their business. */
export function ClientRecordsHeading({ title, name, businessName, profileHref }: Props) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
        {name && (
          <Box component="span" sx={{ display: 'block', fontSize: '1.25rem', fontWeight: 500 }}>
            {profileHref ? (
              <Link component={RouterLink} to={profileHref} aria-label={`${name}, client profile`}>
                {name}
              </Link>
            ) : (
              name
            )}
          </Box>
        )}
      </Typography>
      {businessName && (
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {businessName}
        </Typography>
      )}
    </Box>
  );
}
