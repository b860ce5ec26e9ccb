import { downloadImage } from '../save-image.ts';

/** Saves a drawn SVG chart as a PNG at twice its size, on white, under its label. */
export async function saveSvgAsPng(svg: SVGSVGElement, label: string): Promise<void> {
  const { width, height } = svg.getBoundingClientRect();
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  const source = new Blob([new XMLSerializer().serializeToString(copy)], { type: 'image/svg+xml' });
  const url = URL.createObjectURL(source);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * 2);
    canvas.height = Math.round(height * 2);
    const context = canvas.getContext('2d');
    if (!context) return;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    downloadImage(canvas.toDataURL('image/png'), label);
  } finally {
    URL.revokeObjectURL(url);
  }
}
