/** Downloads an image URL under a chart's label (agencies paste charts into decks). */
export function downloadImage(url: string, label: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = `${label.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'chart'}.png`;
  link.click();
}
