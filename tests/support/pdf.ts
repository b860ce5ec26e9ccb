import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF read back the way a person's viewer would: its pages' text (one space between drawn runs) and images. */
export async function readPdf(
  bytes: Uint8Array,
): Promise<{ pages: number; text: string; pageTexts: string[]; images: number }> {
  const document = await getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
  const texts: string[] = [];
  let images = 0;
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const words = content.items.map((item) => ('str' in item ? item.str.trim() : '')).filter(Boolean);
    texts.push(words.join(' '));
    const operators = await page.getOperatorList();
    images += operators.fnArray.filter((fn) => fn === OPS.paintImageXObject).length;
  }
  return { pages: document.numPages, text: texts.join('\n'), pageTexts: texts, images };
}

/** The text of a PDF's pages. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await readPdf(bytes)).text;
}

/**
 * Texts drawn over each other: on each page, two runs on one baseline whose boxes share more than
 * half a point (a column label running into the next column). Answers them as "page: a | b".
 */
export async function overlappingTexts(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
  const found: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    const runs = content.items
      .flatMap((item) => ('str' in item && item.str.trim() ? [item] : []))
      .map((item) => ({
        text: item.str,
        x: item.transform[4] as number,
        y: item.transform[5] as number,
        width: item.width,
      }));
    for (const a of runs)
      for (const b of runs)
        if (a !== b && Math.abs(a.y - b.y) < 1 && a.x <= b.x && a.x + a.width > b.x + 0.5)
          found.push(`${number}: ${a.text} | ${b.text}`);
  }
  return found;
}
