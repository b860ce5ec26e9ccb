import { rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

export const PDF_INK = rgb(0.12, 0.13, 0.16);
export const PDF_MUTED = rgb(0.42, 0.45, 0.5);
export const PDF_RULE = rgb(0.85, 0.87, 0.9);

/** Characters a line may break after or before with no space: CJK ideographs, kana, hangul and their punctuation. */
const BREAKS_ANYWHERE = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;

/** A text cut where a line may break: words, the spaces between them, and single CJK characters. */
export function lineTokens(text: string): string[] {
  const tokens: string[] = [];
  let word = '';
  const flush = () => {
    if (word) tokens.push(word);
    word = '';
  };
  for (const char of text) {
    if (/\s/u.test(char)) {
      flush();
      if (tokens.at(-1) !== ' ') tokens.push(' ');
    } else if (BREAKS_ANYWHERE.test(char)) {
      flush();
      tokens.push(char);
    } else word += char;
  }
  flush();
  return tokens;
}

/**
 * Text on one pdf-lib page in the given fonts, between a left and right margin. Characters a
 * font cannot encode (standard Helvetica covers Western European scripts) are shown as "?".
 * `seen`, when given, collects every character drawn or measured (to subset a font afterwards).
 */
export class PdfWriter {
  private readonly encodable = new Map<string, boolean>();

  constructor(
    readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    readonly margin: number,
    private readonly seen?: Set<string>,
  ) {}

  /** Text the font can show: anything else becomes "?". */
  safe(text: string, strong = false): string {
    const font = strong ? this.bold : this.regular;
    if (this.seen) for (const char of text) this.seen.add(char);
    return [...text]
      .map((char) => {
        let ok = this.encodable.get(char);
        if (ok === undefined) {
          try {
            font.encodeText(char);
            ok = true;
          } catch {
            ok = false;
          }
          this.encodable.set(char, ok);
        }
        return ok ? char : '?';
      })
      .join('');
  }

  width(text: string, size: number, strong = false): number {
    return (strong ? this.bold : this.regular).widthOfTextAtSize(this.safe(text, strong), size);
  }

  text(text: string, x: number, y: number, size: number, strong = false, color: RGB = PDF_INK): void {
    const font = strong ? this.bold : this.regular;
    this.page.drawText(this.safe(text, strong), { x, y, size, font, color });
  }

  /** Text ending at `right` (the right margin by default). */
  textRight(
    text: string,
    y: number,
    size: number,
    strong = false,
    right?: number,
    color: RGB = PDF_INK,
  ): void {
    const end = right ?? this.page.getWidth() - this.margin;
    this.text(text, end - this.width(text, size, strong), y, size, strong, color);
  }

  lines(lines: readonly string[], x: number, top: number, size: number, color: RGB = PDF_INK): void {
    lines.forEach((line, index) => this.text(line, x, top - index * (size + 4), size, false, color));
  }

  /** `text` in lines no wider than `width`: broken at spaces and between CJK characters (which have no spaces between words). */
  wrap(text: string, size: number, width: number, strong = false): string[] {
    const font = strong ? this.bold : this.regular;
    const lines: string[] = [];
    let line = '';
    for (const token of lineTokens(this.safe(text, strong))) {
      if (!line && token === ' ') continue;
      const next = line + token;
      if (line && token !== ' ' && font.widthOfTextAtSize(next.trimEnd(), size) > width) {
        lines.push(line.trimEnd());
        line = token;
      } else line = next;
    }
    if (line.trim()) lines.push(line.trimEnd());
    return lines;
  }

  /** Text wrapped to `width` (`wrap`); answers the y below the last line. */
  wrapped(
    text: string,
    x: number,
    top: number,
    size: number,
    width: number,
    color: RGB = PDF_INK,
    strong = false,
  ): number {
    let y = top;
    for (const line of this.wrap(text, size, width, strong)) {
      this.text(line, x, y, size, strong, color);
      y -= size + 4;
    }
    return y;
  }

  rule(y: number): void {
    this.page.drawLine({
      start: { x: this.margin, y },
      end: { x: this.page.getWidth() - this.margin, y },
      thickness: 0.75,
      color: PDF_RULE,
    });
  }
}
