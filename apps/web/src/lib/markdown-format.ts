/**
 * What the Markdown toolbar does to a text (components/markdown-toolbar.tsx), as pure functions of the text and
 * its selection, so each can be tested without a browser. Each answers the part of the text to replace and the
 * selection to leave after it: the wrapped words stay selected, and a placeholder put in where nothing was
 * selected is selected, so typing replaces it.
 */

export type MarkdownFormat = 'bold' | 'italic' | 'heading' | 'list' | 'link';

export interface TextSelection {
  value: string;
  start: number;
  end: number;
}

export interface TextEdit {
  /** Replace value.slice(from, to) with `text`… */
  from: number;
  to: number;
  text: string;
  /** …then select this range of the new value. */
  select: { start: number; end: number };
}

const PLACEHOLDER: Record<MarkdownFormat, string> = {
  bold: 'bold text',
  italic: 'italic text',
  heading: 'Heading',
  list: 'List item',
  link: 'link text',
};

const URL_PLACEHOLDER = 'https://';

/** The selection without the spaces at its ends (a double-click often takes the space after a word). */
function trimmed({ value, start, end }: TextSelection): { start: number; end: number } {
  while (start < end && /\s/.test(value[start])) start++;
  while (end > start && /\s/.test(value[end - 1])) end--;
  return { start, end };
}

/** Bold (`**`) or italic (`*`) around the selection, or taken off when it is there already. */
function wrap(sel: TextSelection, mark: '**' | '*', placeholder: string): TextEdit {
  const { value } = sel;
  const { start, end } = trimmed(sel);
  const before = value.slice(0, start);
  const after = value.slice(end);
  const inner = value.slice(start, end);
  // Italic's single star is not half of a bold's pair (`**word**` is bold, `***word***` both).
  const marked = (b: string, a: string) =>
    b.endsWith(mark) &&
    a.startsWith(mark) &&
    (mark === '**' || !(b.endsWith('**') && a.startsWith('**')) || (b.endsWith('***') && a.startsWith('***')));
  if (start !== end && marked(before, after)) {
    return {
      from: start - mark.length,
      to: end + mark.length,
      text: inner,
      select: { start: start - mark.length, end: end - mark.length },
    };
  }
  if (
    inner.length > mark.length * 2 &&
    inner.startsWith(mark) &&
    inner.endsWith(mark) &&
    marked(inner.slice(0, mark.length), inner.slice(-mark.length))
  ) {
    const bare = inner.slice(mark.length, -mark.length);
    if (mark === '**' || !bare.startsWith('*') || bare.startsWith('**')) {
      return { from: start, to: end, text: bare, select: { start, end: start + bare.length } };
    }
  }
  const text = inner || placeholder;
  return {
    from: start,
    to: end,
    text: `${mark}${text}${mark}`,
    select: { start: start + mark.length, end: start + mark.length + text.length },
  };
}

/** The whole lines the selection touches. */
function lines({ value, start, end }: TextSelection): { from: number; to: number } {
  const from = value.lastIndexOf('\n', start - 1) + 1;
  const lastBreak = value.indexOf('\n', end > start && value[end - 1] === '\n' ? end - 1 : end);
  return { from, to: lastBreak === -1 ? value.length : lastBreak };
}

/** A line prefix (`## `, `- `) on every line the selection touches, or off when every one has it. */
function prefixLines(sel: TextSelection, prefix: string, existing: RegExp, placeholder: string): TextEdit {
  const { from, to } = lines(sel);
  const block = sel.value.slice(from, to);
  if (block.trim() === '') {
    const text = `${prefix}${placeholder}`;
    return { from, to, text, select: { start: from + prefix.length, end: from + text.length } };
  }
  const rows = block.split('\n');
  const all = rows.filter((r) => r.trim() !== '').every((r) => r.startsWith(prefix));
  const changed = rows.map((r) => (r.trim() === '' ? r : all ? r.slice(prefix.length) : `${prefix}${r.replace(existing, '')}`)).join('\n');
  const single = rows.length === 1;
  // One line: the caret keeps its place in the words; several: the lines changed stay selected.
  if (single) {
    const shift = changed.length - block.length;
    const clamp = (n: number) => Math.max(from + (all ? 0 : prefix.length), n + shift);
    return { from, to, text: changed, select: { start: clamp(sel.start), end: clamp(sel.end) } };
  }
  return { from, to, text: changed, select: { start: from, end: from + changed.length } };
}

/** A link: the selected words become its text and the address is selected to type; a selected address becomes its target. */
function link(sel: TextSelection): TextEdit {
  const { start, end } = trimmed(sel);
  const inner = sel.value.slice(start, end);
  if (/^(https?:\/\/|mailto:|\/)\S*$/.test(inner)) {
    const text = `[${PLACEHOLDER.link}](${inner})`;
    return { from: start, to: end, text, select: { start: start + 1, end: start + 1 + PLACEHOLDER.link.length } };
  }
  if (!inner) {
    const text = `[${PLACEHOLDER.link}](${URL_PLACEHOLDER})`;
    return { from: start, to: end, text, select: { start: start + 1, end: start + 1 + PLACEHOLDER.link.length } };
  }
  const text = `[${inner}](${URL_PLACEHOLDER})`;
  const urlAt = start + inner.length + 3;
  return { from: start, to: end, text, select: { start: urlAt, end: urlAt + URL_PLACEHOLDER.length } };
}

/** The edit one toolbar button (or its shortcut) makes to the text and its selection. */
export function formatMarkdown(format: MarkdownFormat, sel: TextSelection): TextEdit {
  switch (format) {
    case 'bold':
      return wrap(sel, '**', PLACEHOLDER.bold);
    case 'italic':
      return wrap(sel, '*', PLACEHOLDER.italic);
    case 'heading':
      return prefixLines(sel, '## ', /^#{1,6}\s+/, PLACEHOLDER.heading);
    case 'list':
      return prefixLines(sel, '- ', /^[*+-]\s+|^\d+[.)]\s+/, PLACEHOLDER.list);
    case 'link':
      return link(sel);
  }
}

/** The text after an edit. */
export const applyEdit = (value: string, edit: TextEdit): string => value.slice(0, edit.from) + edit.text + value.slice(edit.to);

/** The format a shortcut asks for: Ctrl or ⌘ with B, I or K. */
export function shortcutFormat(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}): MarkdownFormat | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null;
  return ({ b: 'bold', i: 'italic', k: 'link' } as const)[event.key.toLowerCase() as 'b' | 'i' | 'k'] ?? null;
}
