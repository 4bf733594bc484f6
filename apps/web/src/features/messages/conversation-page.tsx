import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Message, MessagePage } from '@tc/contract/messages';
import { ROLES } from '@tc/contract/roles';
import type { User } from '@tc/contract/users';
import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { CenteredSpinner } from '../../components/centered-spinner';
import { LoadFailure } from '../../components/load-failure';
import { Markdown } from '../../components/markdown';
import { VisuallyHidden } from '../../components/visually-hidden';
import type { ApiFailureInfo } from '../../api/api-call';
import { useAppDispatch } from '../../lib/store-hooks';
import { usePageMeta } from '../../lib/use-page-meta';
import { MessageComposer } from './message-composer';
import { fileSize, mergeMessages, messageTime, namesList, receiptsByMessage } from './message-time';
import { downloadAttachment, fetchMessages, markMessagesRead } from './messages-thunks';
import { refreshUnread } from './unread-messages';
import { usePolling } from './use-polling';
import { isWaitingId } from '../../offline/waiting-ids';

/** How often an open conversation asks for new messages (docs/decisions/026-messages.md). */
export const CONVERSATION_POLL_MS = 5_000;

const selectUser = (state: { auth: { user: User | null } }) => state.auth.user;

const ROLE_WORDS = { client: 'client', coach: 'coach', admin: 'administrator' } as const;

function MessageItem({ m, mine, seenBy, clientId }: { m: Message; mine: boolean; seenBy?: string[]; clientId: number }) {
  const dispatch = useAppDispatch();
  return (
    <Box component="li" sx={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start' }}>
      <Paper
        variant="outlined"
        data-testid="message"
        sx={{
          p: 1.5,
          maxWidth: { xs: '100%', sm: '85%' },
          minWidth: 0,
          bgcolor: mine ? 'action.hover' : 'background.paper',
          overflowWrap: 'anywhere',
        }}
      >
        <Typography variant="subtitle2" component="p">
          {mine ? 'You' : m.author.name}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            {mine ? '' : `, ${ROLE_WORDS[m.author.role]}`} ·{' '}
            {isWaitingId(m.id) ? 'Waiting to send' : <time dateTime={m.created_at}>{messageTime(m.created_at)}</time>}
          </Box>
        </Typography>
        <Markdown>{m.body}</Markdown>
        {m.attachments.length > 0 && (
          <Stack
            component="ul"
            aria-label="Attachments"
            direction="row"
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, flexWrap: 'wrap', gap: 1 }}
          >
            {m.attachments.map((f) => (
              <li key={f.id}>
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<DownloadIcon />}
                  onClick={() => void dispatch(downloadAttachment({ clientId, messageId: m.id, fileId: f.id, fileName: f.file_name }))}
                >
                  {f.file_name} ({fileSize(f.size)})
                </Button>
              </li>
            ))}
          </Stack>
        )}
      </Paper>
      {seenBy && (
        <Typography variant="caption" sx={{ color: 'text.secondary', mt: 0.5 }} data-testid="seen-by">
          Seen by {namesList(seenBy)}
        </Typography>
      )}
    </Box>
  );
}

/** Once a message kept on the device has reached the server, the server's copy takes its place. */
function arrived(shown: Message[], fetched: Message[]): Message[] {
  return shown.filter((m) => !isWaitingId(m.id) || !fetched.some((f) => f.author.id === m.author.id && f.body === m.body));
}

type Loaded = { status: 'loading' } | { status: 'failed'; failure: ApiFailureInfo } | { status: 'ready'; page: MessagePage };

/** /messages/:clientId: one client's conversation with their coaches, new messages arriving without a reload. */
export default function ConversationPage() {
  const clientId = Number(useParams().clientId);
  const user = useSelector(selectUser);
  const dispatch = useAppDispatch();
  const [attempt, setAttempt] = useState(0);
  const readKey = `${clientId}|${attempt}`;
  const [held, setLoaded] = useState<Loaded & { key?: string }>({ status: 'loading' });
  // Another conversation (or a retry) starts afresh: what is held is shown only for the key it was read for.
  const loaded: Loaded = held.key === readKey ? held : { status: 'loading' };
  const [olderLoading, setOlderLoading] = useState(false);
  const [announce, setAnnounce] = useState('');
  const page = loaded.status === 'ready' ? loaded.page : null;
  usePageMeta(page ? `Messages · ${page.client.name}` : 'Messages');
  const markedRef = useRef(0);

  useEffect(() => {
    markedRef.current = 0;
    void dispatch(fetchMessages({ clientId })).then((action) => {
      if (fetchMessages.fulfilled.match(action)) setLoaded({ status: 'ready', page: action.payload, key: readKey });
      else if (!action.meta.condition) setLoaded({ status: 'failed', failure: action.error as ApiFailureInfo, key: readKey });
    });
  }, [dispatch, clientId, readKey]);
  const load = () => setAttempt((a) => a + 1);

  // A message waiting on the device (docs/decisions/055-offline-work.md) is not the newest the server has.
  const newestId = page?.messages.findLast((m) => !isWaitingId(m.id))?.id ?? 0;

  // New messages since the newest shown, and everyone's read marks as they are now.
  const poll = () => {
    if (!page) return;
    void dispatch(fetchMessages({ clientId, after: newestId || undefined })).then((action) => {
      if (!fetchMessages.fulfilled.match(action)) return;
      const fresh = action.payload.messages.filter((m) => m.author.id !== user?.id);
      if (fresh.length > 0) setAnnounce(fresh.length === 1 ? `New message from ${fresh[0].author.name}` : `${fresh.length} new messages`);
      setLoaded((was) =>
        was.status === 'ready'
          ? {
              ...was,
              page: {
                ...was.page,
                messages: mergeMessages(arrived(was.page.messages, action.payload.messages), action.payload.messages),
                reads: action.payload.reads,
              },
            }
          : was,
      );
    });
  };
  usePolling(poll, CONVERSATION_POLL_MS, page !== null);

  // What is shown while the page is visible is read: the mark moves, and the unread count with it.
  useEffect(() => {
    if (!page?.can_write || newestId <= Math.max(page.last_read_id, markedRef.current)) return;
    if (document.visibilityState !== 'visible') return;
    markedRef.current = newestId;
    void dispatch(markMessagesRead({ clientId, lastReadId: newestId })).then(() => refreshUnread());
  }, [dispatch, clientId, page, newestId]);

  const showOlder = () => {
    if (!page || page.messages.length === 0) return;
    setOlderLoading(true);
    void dispatch(fetchMessages({ clientId, before: page.messages[0].id })).then((action) => {
      setOlderLoading(false);
      if (!fetchMessages.fulfilled.match(action)) return;
      setLoaded((was) =>
        was.status === 'ready'
          ? {
              ...was,
              page: { ...was.page, messages: mergeMessages(was.page.messages, action.payload.messages), has_more: action.payload.has_more },
            }
          : was,
      );
    });
  };

  const onSent = (m: Message) => {
    if (!isWaitingId(m.id)) markedRef.current = m.id;
    setLoaded((was) => (was.status === 'ready' ? { ...was, page: { ...was.page, messages: mergeMessages(was.page.messages, [m]) } } : was));
    refreshUnread();
  };

  if (!user) return null;
  const staff = user.category_id !== ROLES.CLIENT;
  if (loaded.status === 'failed') {
    if (loaded.failure.status === 404)
      return (
        <Alert severity="info">
          This conversation is not open to you.{' '}
          {staff ? (
            <Link component={RouterLink} to={paths.messages}>
              See your conversations
            </Link>
          ) : (
            <Link component={RouterLink} to={paths.conversation(user.id)}>
              Go to your messages
            </Link>
          )}
        </Alert>
      );
    return <LoadFailure failure={loaded.failure} what="the conversation" onRetry={load} />;
  }
  if (!page) return <CenteredSpinner label="Loading the conversation" />;

  const receipts = receiptsByMessage(page.messages, page.reads);
  const own = user.id === clientId;
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <div>
        {staff && (
          <Link component={RouterLink} to={paths.messages} variant="body2">
            All conversations
          </Link>
        )}
        <Typography variant="h4" component="h1" gutterBottom>
          {own ? 'Messages with your coach' : `Messages with ${page.client.name}`}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {own
            ? 'Ask your coach anything, and send them documents. Your coaches and the centre’s administrators can read this conversation.'
            : staff
              ? `${page.client.business_name ? `${page.client.business_name}. ` : ''}The client, their coaches and the centre’s administrators can read this conversation.`
              : ''}{' '}
          {staff && (
            <Link component={RouterLink} to={paths.clientProfile(clientId)}>
              Client profile
            </Link>
          )}
        </Typography>
      </div>
      <div role="status" aria-live="polite">
        <VisuallyHidden>{announce}</VisuallyHidden>
      </div>
      {page.has_more && (
        <Box>
          <Button onClick={showOlder} disabled={olderLoading}>
            {olderLoading ? 'Loading earlier messages…' : 'Show earlier messages'}
          </Button>
        </Box>
      )}
      {page.messages.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography>
            {page.can_write
              ? own
                ? 'No messages yet. Write to your coach below: a question, news about your business, or a document they should see.'
                : 'No messages yet. Write the first one below: the client gets it here, and by email if they have not read it within an hour.'
              : 'No messages in this conversation yet.'}
          </Typography>
        </Paper>
      ) : (
        <Stack component="ol" aria-label="Messages" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {page.messages.map((m) => (
            <MessageItem key={m.id} m={m} mine={m.author.id === user.id} seenBy={receipts.get(m.id)} clientId={clientId} />
          ))}
        </Stack>
      )}
      {page.can_write ? (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <MessageComposer clientId={clientId} onSent={onSent} />
        </Paper>
      ) : (
        <Alert severity="info">Administrators read conversations; only the client and their coaches write in them.</Alert>
      )}
    </Stack>
  );
}
