import { useMemo } from 'react';
import QRCode from 'qrcode';

/** The quiet zone the QR specification asks for around the code, in modules. */
const QUIET_ZONE = 4;

/**
 * The dark modules of a QR code as one SVG path (a 1 x 1 square per module), drawn from the
 * `qrcode` library's matrix so nothing is injected as markup. Error correction M: the code stays
 * readable with about 15% of it damaged or poorly printed.
 */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const squares: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) squares.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: modules.size + QUIET_ZONE * 2, path: squares.join('') };
}

/** A QR code of `text`, drawn client-side as SVG; `label` names it for screen readers. */
export function QrCode({ text, label, pixels = 176 }: { text: string; label: string; pixels?: number }) {
  const { size, path } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={pixels}
      height={pixels}
      shapeRendering="crispEdges"
      className="ap-fw-qr"
      data-qr-text={text}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
