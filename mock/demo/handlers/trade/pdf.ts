/**
 * A minimal, valid PDF 1.4 written by hand: one A4 page of text lines. Chinese is set in STSong-Light, one of the
 * standard CJK fonts every PDF reader provides (Adobe-GB1 with the UniGB-UCS2-H encoding), so nothing is embedded
 * and the file stays a few kilobytes; Latin letters and digits (CIDs 1–95 and 814–939 of Adobe-GB1) are half width,
 * the rest full width. Chromium's viewer opens it and pdf.js extracts its text (tests/e2e/self-service.e2e.ts).
 * Strings are written as UTF-16BE hex, which keeps the whole file ASCII and lets
 * the cross-reference offsets be counted in characters.
 */
export interface PdfLine {
  text: string;
  size?: number;
  /** Distance below the previous line, in points. */
  gap?: number;
  x?: number;
}

function hex(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    // Outside the BMP the encoding has no code; a full-width question mark stands in.
    const unit = cp > 0xffff ? 0xff1f : cp;
    out += unit.toString(16).padStart(4, '0').toUpperCase();
  }
  return `<${out}>`;
}

export function textPdf(lines: readonly PdfLine[], title: string): Uint8Array {
  let y = 800;
  const ops: string[] = [];
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= line.gap ?? size + 8;
    ops.push(`BT /F1 ${size} Tf ${line.x ?? 56} ${y} Td ${hex(line.text)} Tj ET`);
  }
  const content = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 7 0 R /DW 1000 /W [1 95 500 814 939 500] >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    `<< /Title ${hex(title).replace('<', '<FEFF')} /Producer (yaocai demo) >>`,
  ];
  let pdf = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) pdf += `${String(off).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, 'latin1'));
}
