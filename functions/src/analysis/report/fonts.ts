import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import subsetFont from 'subset-font';

export interface ReportFonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * The report's typefaces (SIL Open Font License 1.1, from `@expo-google-fonts`, shipped in the
 * media layer; nothing is fetched at run time): Noto Sans for the Latin languages, Noto Sans SC for
 * Chinese and for any report that names a media in CJK characters (it covers Latin too, but with
 * the full-width quotes of Chinese typesetting). Both print the signs standard Helvetica lacks (−, ≥).
 */
export const REPORT_TYPEFACES = {
  latin: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  cjk: {
    regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  },
} as const;

export type Typeface = keyof typeof REPORT_TYPEFACES;

const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff]/u;

/** Chinese for a zh reader or for names in CJK characters; else the Latin face. */
export function typefaceFor(language: string, names: readonly string[]): Typeface {
  return language === 'zh' || names.some((name) => CJK.test(name)) ? 'cjk' : 'latin';
}

const fontFiles = new Map<string, Promise<Buffer>>();

/** A font file of its package, read once per process (0.6 MB Latin, 10 MB Chinese). */
function fontFile(specifier: string): Promise<Buffer> {
  let bytes = fontFiles.get(specifier);
  if (!bytes) {
    bytes = readFile(createRequire(import.meta.url).resolve(specifier));
    fontFiles.set(specifier, bytes);
    bytes.catch(() => fontFiles.delete(specifier));
  }
  return bytes;
}

/** Printable ASCII: the stand-in font of a first pass that only collects what is drawn. */
const STAND_IN = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');

const subsets = new Map<string, Promise<Buffer>>();

/**
 * The fonts embedded in `pdf`, holding only the characters of `text` (harfbuzz's hb-subset, as
 * pdf-lib's own subsetting drops CJK glyphs). With `text` null a small stand-in (printable ASCII,
 * made once per process), for a first pass that only collects the characters drawn and is never
 * saved: what is drawn does not depend on widths, and the whole font's layout tables are slow.
 */
export async function embedReportFonts(
  pdf: PDFDocument,
  typeface: Typeface,
  text: string | null,
): Promise<ReportFonts> {
  pdf.registerFontkit(fontkit);
  // No layout features: pdf-lib maps substituted glyphs (ligatures, the digits' variants) to
  // the wrong characters in the text a reader copies or searches.
  const subset = async (specifier: string, characters: string) =>
    subsetFont(await fontFile(specifier), characters, { targetFormat: 'sfnt', keepFeatures: [] });
  const embed = async (specifier: string) => {
    let bytes: Promise<Buffer>;
    if (text !== null) bytes = subset(specifier, text);
    else {
      bytes = subsets.get(specifier) ?? subset(specifier, STAND_IN);
      subsets.set(specifier, bytes);
      bytes.catch(() => subsets.delete(specifier));
    }
    return pdf.embedFont(await bytes, { subset: false });
  };
  const files = REPORT_TYPEFACES[typeface];
  return { regular: await embed(files.regular), bold: await embed(files.bold) };
}
