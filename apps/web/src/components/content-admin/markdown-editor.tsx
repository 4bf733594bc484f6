import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useDeferredValue, useId, useRef, useState } from 'react';
import { Markdown } from '../markdown';
import { MarkdownToolbar, useMarkdownFormatting } from '../markdown-toolbar';

interface Props {
  label: string;
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  /** The form's ref (react-hook-form's is a function), to focus the text on an error. */
  inputRef?: (el: HTMLTextAreaElement | null) => void;
}

const HELP = 'Markdown: **bold**, *italic*, [link](https://…), - lists, ## headings.';

/**
 * Markdown with a live preview, rendered exactly as the site renders it: side by
 * side on a wide screen, Write and Preview in turn on a phone.
 */
export function MarkdownEditor({ label, value, onChange, onBlur, error, required, inputRef }: Props) {
  const id = useId();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const preview = useDeferredValue(value);
  const showWrite = wide || tab === 'write';
  const showPreview = wide || tab === 'preview';
  // The toolbar edits the text area itself (components/markdown-toolbar.tsx); the form keeps its own ref to it.
  const area = useRef<HTMLTextAreaElement | null>(null);
  const setArea = useCallback(
    (el: HTMLTextAreaElement | null) => {
      area.current = el;
      inputRef?.(el);
    },
    [inputRef],
  );
  const { format, onKeyDown } = useMarkdownFormatting(area, onChange);

  return (
    <Box>
      {!wide && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={tab}
          onChange={(_, next: 'write' | 'preview' | null) => next && setTab(next)}
          aria-label={`${label}: write or preview`}
          sx={{ mb: 1 }}
        >
          <ToggleButton value="write">Write</ToggleButton>
          <ToggleButton value="preview">Preview</ToggleButton>
        </ToggleButtonGroup>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: wide ? '1fr 1fr' : '1fr', gap: 2, alignItems: 'start' }}>
        <Box sx={{ display: showWrite ? undefined : 'none' }}>
          <MarkdownToolbar label={label} controls={`${id}-text`} onFormat={format} />
          <TextField
            id={`${id}-text`}
            label={label}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={onKeyDown}
            onBlur={onBlur}
            inputRef={setArea}
            required={required}
            error={Boolean(error)}
            helperText={error ?? HELP}
            multiline
            minRows={wide ? 12 : 8}
            fullWidth
          />
        </Box>
        <Box
          component="section"
          aria-labelledby={`${id}-preview`}
          sx={{
            display: showPreview ? 'block' : 'none',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            p: 2,
            minHeight: 120,
            overflowWrap: 'anywhere',
          }}
        >
          <Typography id={`${id}-preview`} variant="overline" component="h3" color="text.secondary">
            Preview of {label.toLowerCase()}
          </Typography>
          {preview.trim() ? <Markdown>{preview}</Markdown> : <Typography color="text.secondary">Nothing written yet.</Typography>}
        </Box>
      </Box>
    </Box>
  );
}
