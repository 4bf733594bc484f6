import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES } from '@tc/contract/files';
import { MESSAGE_MAX_FILES, MESSAGE_MAX_LENGTH } from '@tc/contract/messages';
import { useRef, useState, type KeyboardEvent } from 'react';
import { apiErrorMessage } from '../../api/api-call';
import { useAppDispatch } from '../../lib/store-hooks';
import { fileSize } from './message-time';
import { messageTexts, sendMessage } from './messages-thunks';
import type { Message } from '@tc/contract/messages';

interface Props {
  clientId: number;
  onSent: (message: Message) => void;
}

/** Writing a message: Markdown text, up to five files (removable before sending), Ctrl/Cmd+Enter sends. */
export function MessageComposer({ clientId, onSent }: Props) {
  const dispatch = useAppDispatch();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const sending = progress !== null;

  const addFiles = (chosen: FileList | null) => {
    const list = [...(chosen ?? [])];
    const tooBig = list.find((f) => f.size > DOCUMENT_MAX_BYTES);
    if (tooBig) setProblem(`${tooBig.name} is too large: files may be at most 10 MB.`);
    const next = [...files, ...list.filter((f) => f.size <= DOCUMENT_MAX_BYTES)];
    if (next.length > MESSAGE_MAX_FILES) setProblem(`A message may carry at most ${MESSAGE_MAX_FILES} files.`);
    else if (!tooBig) setProblem(null);
    setFiles(next.slice(0, MESSAGE_MAX_FILES));
    if (picker.current) picker.current.value = '';
  };

  const send = async () => {
    if (sending) return;
    if (!body.trim()) {
      setProblem('Write a message first.');
      return;
    }
    setProblem(null);
    setProgress(0);
    const action = await dispatch(sendMessage({ clientId, body, files, onProgress: setProgress }));
    setProgress(null);
    if (sendMessage.fulfilled.match(action)) {
      setBody('');
      setFiles([]);
      onSent(action.payload);
    } else setProblem(apiErrorMessage(action.error, messageTexts.sendFailed));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <Box component="form" aria-label="Write a message" onSubmit={(e) => (e.preventDefault(), void send())} noValidate>
      <Stack spacing={1.5}>
        <TextField
          label="Your message"
          multiline
          minRows={3}
          maxRows={12}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          onKeyDown={onKeyDown}
          error={Boolean(problem)}
          helperText={problem ?? 'You can use Markdown: **bold**, *italic*, lists. Ctrl+Enter (⌘+Enter on a Mac) sends.'}
          slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH } }}
          disabled={sending}
          fullWidth
        />
        {files.length > 0 && (
          <Box component="ul" aria-label="Files to send" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {files.map((file, i) => (
              <Box
                component="li"
                key={`${file.name}-${i}`}
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5, pl: 1.5, border: 1, borderColor: 'divider', borderRadius: 4 }}
              >
                <Typography variant="body2">
                  {file.name} ({fileSize(file.size)})
                </Typography>
                <IconButton
                  size="small"
                  aria-label={`Remove ${file.name}`}
                  disabled={sending}
                  onClick={() => setFiles(files.filter((_, j) => j !== i))}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
            ))}
          </Box>
        )}
        {sending && <LinearProgress variant="determinate" value={Math.round((progress ?? 0) * 100)} aria-label="Sending the message" />}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<AttachFileIcon />}
            onClick={() => picker.current?.click()}
            disabled={sending || files.length >= MESSAGE_MAX_FILES}
          >
            Attach files
          </Button>
          <input
            ref={picker}
            type="file"
            hidden
            multiple
            accept={DOCUMENT_ACCEPT}
            aria-label="Attach files"
            data-testid="message-files"
            onChange={(e) => addFiles(e.target.files)}
          />
          <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={sending}>
            Send
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
