import { rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

export const PDF_INK = rgb(0.12, 0.13, 0.16);
export const PDF_MUTED = rgb(0.42, 0.45, 0.5);
export const PDF_RULE = rgb(0.85, 0.87, 0.9);

/**
 * Text on one pdf-lib page in standard Helvetica, between a left and right margin. Characters
 * the font cannot encode (it covers Western European scripts) are shown as "?".
 */
export class PdfWriter {
  private readonly encodable = new Map<string, boolean>();

  constructor(
    readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    readonly margin: number,
  ) {}

  /** Text the font can show: anything else becomes "?". */
  safe(text: string, strong = false): string {
    const font = strong ? this.bold : this.regular;
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

  /** Words wrapped to `width`; answers the y below the last line. */
  wrapped(text: string, x: number, top: number, size: number, width: number, color: RGB = PDF_INK): number {
    const words = this.safe(text).split(/\s+/);
    let line = '';
    let y = top;
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (line && this.regular.widthOfTextAtSize(next, size) > width) {
        this.text(line, x, y, size, false, color);
        y -= size + 4;
        line = word;
      } else line = next;
    }
    if (line) {
      this.text(line, x, y, size, false, color);
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
