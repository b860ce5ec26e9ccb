declare module 'subset-font' {
  /** A copy of `font` holding only the glyphs of `text` (harfbuzz's hb-subset, compiled to wasm). */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
      /** OpenType layout features kept; all when absent. */
      keepFeatures?: string[];
    },
  ): Promise<Buffer>;
}
