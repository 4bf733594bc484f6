import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { saveFile } from '../api/save-file';

interface Props {
  codes: string[];
  /** "Done" or "Continue": the codes are not shown again afterwards. */
  doneLabel: string;
  onDone: () => void;
}

/** The one-time recovery codes, shown this once, to copy or download and keep somewhere safe. */
export function RecoveryCodesPanel({ codes, doneLabel, onDone }: Props) {
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  function download() {
    saveFile(new Blob([text], { type: 'text/plain' }), 'recovery-codes.txt');
  }

  return (
    <Stack spacing={2}>
      <Alert severity="success">Two-factor sign-in is on.</Alert>
      <Typography>
        If you lose your phone, you can sign in with one of these recovery codes instead of a code from the app. Each code works once. Keep
        them somewhere safe: they are shown only now.
      </Typography>
      <Box
        component="ul"
        aria-label="Recovery codes"
        sx={{ fontFamily: 'monospace', fontSize: '1.05rem', columns: 2, listStyle: 'none', pl: 0, my: 0 }}
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={copy}>
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button variant="outlined" onClick={download}>
          Download codes
        </Button>
        <Button variant="contained" onClick={onDone}>
          {doneLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
