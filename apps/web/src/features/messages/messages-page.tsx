import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Conversation, ConversationPage } from '@tc/contract/messages';
import { ROLES } from '@tc/contract/roles';
import type { User } from '@tc/contract/users';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink, Navigate } from 'react-router';
import { paths } from '@/app/paths';
import { LoadFailure } from '../../components/load-failure';
import { SearchField } from '../../components/search-field';
import { SectionSpinner } from '../../components/section-spinner';
import { useReadResult } from '../../lib/api-thunk';
import { useAppDispatch } from '../../lib/store-hooks';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageMeta } from '../../lib/use-page-meta';
import { messageTime } from './message-time';
import { fetchConversations } from './messages-thunks';
import { useUnreadMessages } from './unread-messages';

const selectUser = (state: { auth: { user: User | null } }) => state.auth.user;

function ConversationRow({ c }: { c: Conversation }) {
  return (
    <ListItem divider sx={{ display: 'block', py: 1.5 }} data-testid="conversation">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Link component={RouterLink} to={paths.conversation(c.client_id)} sx={{ fontWeight: c.unread > 0 ? 700 : 400 }}>
          {c.client_name}
        </Link>
        {c.business_name && <Typography sx={{ color: 'text.secondary' }}>{c.business_name}</Typography>}
        {c.unread > 0 && <Chip size="small" color="primary" label={`${c.unread} unread`} />}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {c.last_message ? (
          <>
            {c.last_message.author_name}: {c.last_message.excerpt} ·{' '}
            <time dateTime={c.last_message.created_at}>{messageTime(c.last_message.created_at)}</time>
          </>
        ) : (
          'No messages yet: open it to write the first.'
        )}
      </Typography>
    </ListItem>
  );
}

/** The staff's conversations: a coach their clients', an administrator everyone's, the latest first. */
function ConversationList({ admin }: { admin: boolean }) {
  const dispatch = useAppDispatch();
  const [q, setQ] = useState('');
  const [pages, setPages] = useState(1);
  const search = useDebouncedValue(q.trim(), 300);
  const unread = useUnreadMessages();
  // The list is read again as the unread count changes, so a new message moves its conversation up.
  const key = `${search}|${pages}|${unread?.total ?? ''}`;
  const result = useReadResult<ConversationPage[]>(key, [], async () => {
    const all: ConversationPage[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const action = await dispatch(fetchConversations({ q: search, page }));
      if (!fetchConversations.fulfilled.match(action)) return action as never;
      all.push(action.payload);
    }
    return { payload: all, meta: { requestStatus: 'fulfilled' as const } };
  });
  const loadedPages = result.data ?? [];
  const rows = loadedPages.flatMap((p) => p.conversations);
  const total = loadedPages[0]?.total ?? 0;

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex' }}>
        <SearchField label="Search by client name" value={q} onChange={(v) => (setQ(v), setPages(1))} />
      </Box>
      {result.status === 'failed' && result.failure ? (
        <LoadFailure failure={result.failure} what="the conversations" onRetry={result.retry} />
      ) : !result.data ? (
        <SectionSpinner label="Loading the conversations" />
      ) : rows.length === 0 ? (
        <Typography>
          {search
            ? `No client matches “${search}”.`
            : admin
              ? 'There are no clients yet, so there are no conversations.'
              : 'You have no clients yet. When the centre assigns you one, your conversation with them starts here.'}
        </Typography>
      ) : (
        <Paper variant="outlined">
          <List aria-label="Conversations" disablePadding>
            {rows.map((c) => (
              <ConversationRow key={c.client_id} c={c} />
            ))}
          </List>
        </Paper>
      )}
      {rows.length < total && (
        <Box>
          <Button onClick={() => setPages(pages + 1)}>Show more conversations</Button>
        </Box>
      )}
    </Stack>
  );
}

/** /messages: staff see their conversations; a client goes straight to their own. */
export default function MessagesPage() {
  usePageMeta('Messages');
  const user = useSelector(selectUser);
  if (!user) return null;
  if (user.category_id === ROLES.CLIENT) return <Navigate to={paths.conversation(user.id)} replace />;
  const admin = user.category_id === ROLES.ADMIN;
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <div>
        <Typography variant="h4" component="h1" gutterBottom>
          Messages
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {admin
            ? 'Every client’s conversation with their coaches, the latest first. Administrators read them; the client and their coaches write.'
            : 'Your conversation with each of your clients, the latest first. Open one to read it and answer.'}
        </Typography>
      </div>
      <ConversationList admin={admin} />
    </Stack>
  );
}
