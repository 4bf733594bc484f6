/**
 * Markdown reduced to plain text, for a meta description or a summary: marks,
 * links (their text kept), images, headings and list markers removed.
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, '')
    .replace(/(\*\*|__|\*|_|~~|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters of plain text, cut at a word with an ellipsis (meta descriptions: about 155). */
export function excerpt(markdown: string, max = 155): string {
  const text = plainText(markdown);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const atWord = cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length);
  return `${atWord.replace(/[\s,;:.-]+$/, '')}…`;
}

/** "A clear plan" → "a clear plan" inside a sentence (an acronym such as "ACT" stays). */
const inSentence = (title: string) => (/^[A-Z](?![A-Z])/.test(title) ? title[0].toLowerCase() + title.slice(1) : title);

/** A description listing the titles: "What you gain: a clear plan, fair fees and full enrolment." */
export function listSentence(lead: string, titles: readonly string[], max = 155): string {
  const parts = titles.map((t) => inSentence(t.trim().replace(/[.:;]+$/, ''))).filter(Boolean);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : (parts[0] ?? '');
  return excerpt(`${lead}: ${list}.`, max);
}
