import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { hasFilters, type ListingQuery } from './client-list-query';

interface Props {
  query: Pick<ListingQuery, 'q' | 'scope' | 'coach' | 'region' | 'noCoach'>;
  /** The name of the coach filtered by, when known. */
  coachName?: string;
  canCreate: boolean;
  onClearSearch: () => void;
  onClearFilters: () => void;
  /** "My clients" only: switch to every client. */
  onShowAll?: () => void;
  onCreate: () => void;
}

type Next = 'clearSearch' | 'clearFilters' | 'showAll' | 'create';

/** What an empty list says, for the search or filter that emptied it. */
export function emptyText(query: Props['query'], coachName?: string): { title: string; body: string; next: Next[] } {
  const inRegion = query.region ? ` in ${query.region}` : '';
  if (query.q) {
    const body = 'The search looks in first and last names, business names and cities. Check the spelling, or try part of a word.';
    if (query.scope === 'mine') return { title: `None of your clients match “${query.q}”`, body, next: ['clearSearch', 'showAll'] };
    if (hasFilters(query))
      return { title: `No clients match “${query.q}” with these filters`, body, next: ['clearSearch', 'clearFilters'] };
    return { title: `No clients match “${query.q}”`, body, next: ['clearSearch'] };
  }
  if (query.noCoach)
    return { title: `No clients without a coach${inRegion}`, body: `Every client${inRegion} has a coach.`, next: ['clearFilters'] };
  if (query.coach)
    return {
      title: `${coachName ?? 'This coach'} has no clients${inRegion}`,
      body: 'An administrator assigns clients with the Coaches button on each client’s row.',
      next: ['clearFilters'],
    };
  if (query.scope === 'mine' && query.region)
    return { title: `You have no clients${inRegion}`, body: 'Choose All regions to see all your clients.', next: ['clearFilters'] };
  if (query.scope === 'mine')
    return {
      title: 'You have no clients yet',
      body: 'Clients appear here once an administrator assigns them to you, or when you register one with New client. All clients lists everyone the centre coaches.',
      next: ['showAll', 'create'],
    };
  if (query.region) return { title: `No clients${inRegion}`, body: 'Choose another region, or All regions.', next: ['clearFilters'] };
  return {
    title: 'No clients yet',
    body: 'Register the first childcare business you support with New client. It will appear here with its coach and links to its plans and time diary.',
    next: ['create'],
  };
}

/** Says why the list is empty and what to do next, never a bare blank table. */
export function ClientEmptyState({ query, coachName, canCreate, onClearSearch, onClearFilters, onShowAll, onCreate }: Props) {
  const { title, body, next } = emptyText(query, coachName);
  const buttons: Record<Next, { label: string; onClick?: () => void; shown: boolean }> = {
    clearSearch: { label: 'Clear the search', onClick: onClearSearch, shown: true },
    clearFilters: { label: 'Clear the filters', onClick: onClearFilters, shown: true },
    showAll: { label: 'Show all clients', onClick: onShowAll, shown: Boolean(onShowAll) },
    create: { label: 'New client', onClick: onCreate, shown: canCreate },
  };
  const shown = next.filter((n) => buttons[n].shown);
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      <Typography variant="h6" component="h2" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Typography sx={{ mb: shown.length ? 2 : 0 }}>{body}</Typography>
      {shown.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
          {shown.map((n, i) => (
            <Button key={n} variant={n === 'create' && i === 0 ? 'contained' : 'outlined'} onClick={buttons[n].onClick}>
              {buttons[n].label}
            </Button>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
