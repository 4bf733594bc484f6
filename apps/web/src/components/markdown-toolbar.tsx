import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import TitleIcon from '@mui/icons-material/Title';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { type KeyboardEvent, type ReactNode, type RefObject, useCallback, useRef, useState } from 'react';
import { applyEdit, formatMarkdown, type MarkdownFormat, shortcutFormat } from '../lib/markdown-format';

const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
const MOD = mac ? '⌘' : 'Ctrl+';

interface Button {
  format: MarkdownFormat;
  name: string;
  icon: ReactNode;
  key?: string;
}

const BUTTONS: Button[] = [
  { format: 'bold', name: 'Bold', icon: <FormatBoldIcon />, key: 'B' },
  { format: 'italic', name: 'Italic', icon: <FormatItalicIcon />, key: 'I' },
  { format: 'heading', name: 'Heading', icon: <TitleIcon /> },
  { format: 'list', name: 'Bulleted list', icon: <FormatListBulletedIcon /> },
  { format: 'link', name: 'Link', icon: <InsertLinkIcon />, key: 'K' },
];

/**
 * Formatting for a Markdown text area: `format` makes one edit to its text and selection
 * (lib/markdown-format.ts) and `onKeyDown` turns Ctrl/⌘ B, I and K into one. The edit goes in through the
 * browser's own "insert text", so it is one step of the text area's undo and React hears it as typing; where
 * that is missing (jsdom), the new text is given to `onChange` and the selection set once it is drawn.
 */
export function useMarkdownFormatting(textarea: RefObject<HTMLTextAreaElement | null>, onChange: (text: string) => void) {
  const format = useCallback(
    (which: MarkdownFormat) => {
      const el = textarea.current;
      if (!el) return;
      const edit = formatMarkdown(which, { value: el.value, start: el.selectionStart, end: el.selectionEnd });
      const expected = applyEdit(el.value, edit);
      el.focus();
      el.setSelectionRange(edit.from, edit.to);
      const inserted = typeof document.execCommand === 'function' && document.execCommand('insertText', false, edit.text);
      if (inserted && el.value === expected) {
        el.setSelectionRange(edit.select.start, edit.select.end);
        return;
      }
      onChange(expected);
      requestAnimationFrame(() => el.setSelectionRange(edit.select.start, edit.select.end));
    },
    [textarea, onChange],
  );
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const which = shortcutFormat(event);
      if (!which) return;
      event.preventDefault();
      format(which);
    },
    [format],
  );
  return { format, onKeyDown };
}

interface Props {
  /** The text's label: the toolbar is "<label> formatting". */
  label: string;
  /** The text area's id. */
  controls: string;
  onFormat: (format: MarkdownFormat) => void;
  disabled?: boolean;
}

/**
 * Bold, Italic, Heading, Bulleted list and Link over a Markdown text: a toolbar that is one stop of the Tab
 * order, its buttons reached with the arrow keys, Home and End. A button takes no focus from the text when
 * clicked, so the selection it acts on stays.
 */
export function MarkdownToolbar({ label, controls, onFormat, disabled }: Props) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = BUTTONS.length - 1;
    const next = { ArrowRight: active === last ? 0 : active + 1, ArrowLeft: active === 0 ? last : active - 1, Home: 0, End: last }[
      event.key
    ];
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  }

  return (
    <Box
      role="toolbar"
      aria-label={`${label} formatting`}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mb: 0.5 }}
    >
      {BUTTONS.map((b, i) => (
        <Tooltip key={b.format} title={b.key ? `${b.name} (${MOD}${b.key})` : b.name} describeChild>
          <IconButton
            ref={(el) => {
              buttons.current[i] = el;
            }}
            size="small"
            aria-label={b.name}
            aria-keyshortcuts={b.key ? `Control+${b.key} Meta+${b.key}` : undefined}
            tabIndex={i === active ? 0 : -1}
            disabled={disabled}
            onFocus={() => setActive(i)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onFormat(b.format)}
          >
            {b.icon}
          </IconButton>
        </Tooltip>
      ))}
    </Box>
  );
}
