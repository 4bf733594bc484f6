import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';

export interface RecordLink {
  label: string;
  /** The accessible name: the label and whose record it is ("Time diary for Emily Chen"). */
  name: string;
  to: string;
}

/** A row of small links under a listed client or plan. */
export function RecordLinks({ links }: { links: RecordLink[] }) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
      {links.map((link) => (
        <Link key={link.to} component={RouterLink} to={link.to} aria-label={link.name} variant="body2" sx={{ fontWeight: 600 }}>
          {link.label}
        </Link>
      ))}
    </Stack>
  );
}
