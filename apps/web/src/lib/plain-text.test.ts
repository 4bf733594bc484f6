import { describe, expect, it } from 'vitest';
import { excerpt, listSentence, plainText } from './plain-text';

describe('plain text', () => {
  it('drops Markdown marks, keeps link text, drops images and list markers', () => {
    expect(plainText('## Hello\n\nSome **bold** and _em_ [link](/apply) ![pic](/x.png)\n\n- one\n- two\n1. three')).toBe(
      'Hello Some bold and em link one two three',
    );
  });

  it('cuts at a word with an ellipsis', () => {
    const text = 'word '.repeat(60);
    const cut = excerpt(text, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('word…')).toBe(true);
    expect(excerpt('Short enough.', 50)).toBe('Short enough.');
  });

  it('lists titles in a sentence', () => {
    expect(listSentence('What you gain', ['A clear plan', 'Fees that pay', 'ACT rules'])).toBe(
      'What you gain: a clear plan, fees that pay and ACT rules.',
    );
  });
});
