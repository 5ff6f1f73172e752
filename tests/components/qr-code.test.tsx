/**
 * The QR code as vector paths: the path covers exactly the encoder's dark modules (any symbol), and the component
 * draws the real encoder's symbol for a value, says 暂无二维码 for none or one too long to encode.
 */
import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { QrCode } from '@/components/qr-code/qr-code';
import { qrPath, type QrModules } from '@/components/qr-code/qr-path';

/** The unit squares a path of `M x y h w v1 h-w z` rectangles fills, each cell once (a cell filled twice throws). */
function cellsOf(path: string): Set<string> {
  const cells = new Set<string>();
  const rect = /M(\d+) (\d+)h(\d+)v1h-(\d+)z/gy;
  let m: RegExpExecArray | null;
  let end = 0;
  while ((m = rect.exec(path))) {
    const [x = 0, y = 0, w = 0, back = -1] = m.slice(1).map(Number);
    if (w !== back || w < 1) throw new Error(`not a closed one-row rectangle: ${m[0]}`);
    for (let c = x; c < x + w; c++) {
      const key = `${y},${c}`;
      if (cells.has(key)) throw new Error(`cell ${key} drawn twice`);
      cells.add(key);
    }
    end = rect.lastIndex;
  }
  if (end !== path.length) throw new Error(`unparsed path from ${end}: ${path.slice(end, end + 20)}`);
  return cells;
}

function darkCells(m: QrModules): Set<string> {
  const cells = new Set<string>();
  for (let r = 0; r < m.size; r++) for (let c = 0; c < m.size; c++) if (m.get(r, c)) cells.add(`${r},${c}`);
  return cells;
}

const matrix = fc.integer({ min: 1, max: 24 }).chain((size) =>
  fc.array(fc.boolean(), { minLength: size * size, maxLength: size * size }).map((bits): QrModules => ({ size, get: (r, c) => bits[r * size + c] === true })),
);

describe('qrPath', () => {
  it('fills exactly the dark modules, each once', () => {
    fc.assert(
      fc.property(matrix, (m) => {
        expect(cellsOf(qrPath(m))).toEqual(darkCells(m));
      }),
    );
  });

  it('draws a run of dark modules in a row as one rectangle', () => {
    const row = [0, 1, 1, 1, 0, 1];
    expect(qrPath({ size: row.length, get: (r, c) => r === 0 && row[c] === 1 })).toBe('M1 0h3v1h-3zM5 0h1v1h-1z');
  });

  it("covers a real symbol's dark modules", () => {
    const { modules } = QRCode.create('https://example.com/register?scene=rg_1', { errorCorrectionLevel: 'M' });
    expect(cellsOf(qrPath(modules))).toEqual(darkCells(modules));
  });
});

describe('QrCode', () => {
  it('draws the encoded symbol with a quiet zone, named for screen readers', async () => {
    const value = 'https://example.com/app';
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    render(<QrCode value={value} label="扫码下载手机App" size={110} />);
    const img = await screen.findByRole('img', { name: '扫码下载手机App二维码' });
    expect(img.getAttribute('viewBox')).toBe(`0 0 ${modules.size + 2} ${modules.size + 2}`);
    // The box is the size asked for; the code fills it inside its border.
    expect((img.parentElement as HTMLElement).style.width).toBe('110px');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['100%', '100%']);
    expect(img.querySelector('path')?.getAttribute('d')).toBe(qrPath(modules));
    expect(screen.getByText('扫码下载手机App')).toBeInTheDocument();
  });

  it('says 暂无二维码 without a value', () => {
    render(<QrCode value="" label="微信客服" />);
    expect(screen.getByText('暂无二维码')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says 暂无二维码 for a value too long for a QR code', async () => {
    render(<QrCode value={'x'.repeat(3_000)} label="微信客服" />);
    expect(await screen.findByText('暂无二维码')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
