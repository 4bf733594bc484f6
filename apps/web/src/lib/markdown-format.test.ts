import { describe, expect, it } from 'vitest';
import { applyEdit, formatMarkdown, type MarkdownFormat, shortcutFormat } from './markdown-format';

/** `|` marks the caret, `[` and `]` a selection; answers the text after the edit with its new selection marked. */
function run(format: MarkdownFormat, marked: string): string {
  const caret = marked.indexOf('|');
  const start = caret >= 0 ? caret : marked.indexOf('[');
  const value = marked.replace(/[|[\]]/, '').replace(']', '');
  const end = caret >= 0 ? caret : marked.indexOf(']') - 1;
  const edit = formatMarkdown(format, { value, start, end });
  const next = applyEdit(value, edit);
  const { start: s, end: e } = edit.select;
  return s === e ? `${next.slice(0, s)}|${next.slice(s)}` : `${next.slice(0, s)}[${next.slice(s, e)}]${next.slice(e)}`;
}

describe('Markdown toolbar edits', () => {
  it('bold and italic wrap the selection and keep it selected', () => {
    expect(run('bold', 'a [word] here')).toBe('a **[word]** here');
    expect(run('italic', 'a [word] here')).toBe('a *[word]* here');
    // The space a double-click takes after a word stays outside the marks.
    expect(run('bold', 'a [word ]here')).toBe('a **[word]** here');
  });

  it('bold and italic insert a placeholder, selected, where nothing is selected', () => {
    expect(run('bold', 'Say |')).toBe('Say **[bold text]**');
    expect(run('italic', '|')).toBe('*[italic text]*');
  });

  it('bold and italic come off again, whether the marks are selected or around the selection', () => {
    expect(run('bold', 'a **[word]** here')).toBe('a [word] here');
    expect(run('bold', 'a [**word**] here')).toBe('a [word] here');
    expect(run('italic', 'a *[word]* here')).toBe('a [word] here');
    // Italic inside bold is added, not mistaken for the bold's star.
    expect(run('italic', 'a **[word]** here')).toBe('a ***[word]*** here');
    expect(run('italic', 'a ***[word]*** here')).toBe('a **[word]** here');
  });

  it('heading and list act on whole lines, and come off when every line has them', () => {
    expect(run('heading', 'Intro|duction')).toBe('## Intro|duction');
    expect(run('heading', '# Old| title')).toBe('## Old| title');
    expect(run('heading', '## Title|')).toBe('Title|');
    expect(run('list', 'one\n[two\nthree]')).toBe('one\n[- two\n- three]');
    expect(run('list', '[- two\n- three]')).toBe('[two\nthree]');
    expect(run('list', '1. fir|st')).toBe('- fir|st');
    expect(run('list', 'Text\n|')).toBe('Text\n- [List item]');
    expect(run('heading', '|')).toBe('## [Heading]');
  });

  it('link: selected words become its text with the address selected; a selected address becomes its target', () => {
    // Plain calls here: a link's own brackets would read as the selection marks of `run`.
    const link = (value: string, start: number, end: number) => {
      const edit = formatMarkdown('link', { value, start, end });
      const next = applyEdit(value, edit);
      return { next, selected: next.slice(edit.select.start, edit.select.end) };
    };
    expect(link('see our services now', 4, 16)).toEqual({ next: 'see [our services](https://) now', selected: 'https://' });
    expect(link('see https://example.org now', 4, 23)).toEqual({ next: 'see [link text](https://example.org) now', selected: 'link text' });
    expect(link('see ', 4, 4)).toEqual({ next: 'see [link text](https://)', selected: 'link text' });
  });

  it('the shortcuts are Ctrl or ⌘ with B, I and K, and nothing else', () => {
    const key = (k: string, more: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {}) =>
      shortcutFormat({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...more });
    expect(key('b', { ctrlKey: true })).toBe('bold');
    expect(key('I', { metaKey: true })).toBe('italic');
    expect(key('k', { ctrlKey: true })).toBe('link');
    expect(key('b')).toBeNull();
    expect(key('b', { ctrlKey: true, shiftKey: true })).toBeNull();
    expect(key('u', { ctrlKey: true })).toBeNull();
  });
});
