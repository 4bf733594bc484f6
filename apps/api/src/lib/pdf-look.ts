// The look of the PDFs the server writes (the reports, a personal export's summary): colours, a US Letter page
// and its margins, and text the standard fonts can show. Shared, so every document looks like one centre's.

export const INK = '#1f2933';
export const MUTED = '#616e7c';
export const RULE = '#cbd2d9';
export const BAR = '#2c7a7b';
export const PAGE = { width: 612, height: 792, margin: 54 };
export const WIDTH = PAGE.width - 2 * PAGE.margin;
export const BOTTOM = PAGE.height - PAGE.margin;

/** What the standard fonts' encoding (WinAnsi) holds beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text the standard PDF fonts can show: a letter outside their encoding loses
 * its accent when that makes it one they hold (ŵ becomes w), else
 * becomes '?', rather than printing as stray symbols.
 */
export function pdfSafe(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0)!;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else if (ch === '\n' || ch === '\t') out += ' ';
    else {
      const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += base.length === 1 && base.charCodeAt(0) <= 0xff ? base : '?';
    }
  }
  return out;
}

export const hoursText = (minutes: number) =>
  (minutes / 60).toLocaleString('en-CA', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
