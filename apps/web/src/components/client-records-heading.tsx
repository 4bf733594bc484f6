import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface Props {
  /** What the page holds: "Action plans", "Time diary". */
  title: string;
  /** The client's name, once known. */
  name?: string | null;
  businessName?: string | null;
}

/** The heading of a page about one client's records: what it is, whose, and their business. */
export function ClientRecordsHeading({ title, name, businessName }: Props) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
        {name && (
          <Box component="span" sx={{ display: 'block', fontSize: '1.25rem', fontWeight: 500 }}>
            {name}
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
