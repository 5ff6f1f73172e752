/** The dark modules of a QR symbol, as the encoder gives them (qrcode's BitMatrix). */
export interface QrModules {
  size: number;
  get(row: number, col: number): number | boolean;
}

/**
 * An SVG path drawing the dark modules, one unit square each, in the symbol's own coordinates (0…size): each run of
 * dark modules along a row is one rectangle, so a 33-module code is a few hundred short commands rather than a picture
 * encoded on the main thread.
 */
export function qrPath(modules: QrModules): string {
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      parts.push(`M${start} ${row}h${col - start}v1h${start - col}z`);
    }
  }
  return parts.join('');
}
