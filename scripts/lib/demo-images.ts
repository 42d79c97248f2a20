/**
 * The demo's files, made in code (scripts/lib/demo-seed.ts): small valid PNG and JPEG pictures
 * (fields, a logo, a map, photos of people) so that previews show, and plain one-page PDFs. No
 * binary fixtures in the repository; the same bytes every run.
 */
import jpeg from "jpeg-js";
import { deflateSync } from "node:zlib";

type Rgb = readonly [number, number, number];
/** The colour of pixel (x, y) of a w×h picture. */
type Painter = (x: number, y: number, w: number, h: number) => Rgb;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/** A truecolour PNG (8 bits, no alpha), each row unfiltered, deflated by zlib. */
export function png(width: number, height: number, paint: Painter): Uint8Array {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = paint(x, y, width, height);
      raw[row + 1 + x * 3] = clamp(r);
      raw[row + 2 + x * 3] = clamp(g);
      raw[row + 3 + x * 3] = clamp(b);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([
      signature,
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(raw, { level: 9 })),
      chunk("IEND", new Uint8Array()),
    ]),
  );
}

/** A baseline JPEG (jpeg-js, already a dependency of the photo conversion). */
export function jpg(width: number, height: number, paint: Painter, quality = 82): Uint8Array {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = paint(x, y, width, height);
      const at = (y * width + x) * 4;
      data[at] = clamp(r);
      data[at + 1] = clamp(g);
      data[at + 2] = clamp(b);
      data[at + 3] = 255;
    }
  }
  return new Uint8Array(jpeg.encode({ data, width, height }, quality).data);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
/** A small, steady ripple (no randomness: the same picture every run). */
const grain = (x: number, y: number) => Math.sin(x * 12.9898 + y * 78.233) * 6;
const shade = (c: Rgb, d: number): Rgb => [c[0] + d, c[1] + d, c[2] + d];

/** A field under the sky: crop rows that run to the horizon. */
export function fieldPhoto(crop: { near: Rgb; far: Rgb; row: Rgb; dots?: Rgb }): Painter {
  return (x, y, w, h) => {
    const horizon = h * 0.38;
    if (y < horizon) {
      const sky = mix([120, 170, 225], [205, 225, 245], y / horizon);
      const sun = Math.hypot(x - w * 0.78, y - h * 0.14) < h * 0.07;
      return sun ? [255, 240, 190] : sky;
    }
    const depth = (y - horizon) / (h - horizon);
    const base = mix(crop.far, crop.near, depth);
    // Rows converge at a vanishing point in the middle of the horizon.
    const spread = (x - w / 2) / Math.max(depth, 0.02);
    const stripe = Math.abs(Math.sin(spread / 9)) < 0.28;
    let colour = stripe ? mix(base, crop.row, 0.55) : base;
    if (crop.dots && depth > 0.15) {
      // Flower heads in rows, smaller towards the horizon.
      const u = (((spread / 18) % 1) + 1) % 1;
      const v = (((3 / depth) % 1) + 1) % 1;
      if (Math.hypot(u - 0.5, (v - 0.5) * 0.6) < 0.22)
        colour = mix(crop.dots, [120, 70, 20], Math.hypot(u - 0.5, (v - 0.5) * 0.6) < 0.09 ? 0.8 : 0);
    }
    return shade(colour, grain(x, y) * (0.4 + depth));
  };
}

export const WHEAT = fieldPhoto({ near: [214, 168, 72], far: [232, 205, 130], row: [170, 120, 45] });
export const SUNFLOWER = fieldPhoto({
  near: [70, 120, 40],
  far: [150, 170, 70],
  row: [50, 90, 30],
  dots: [250, 200, 30],
});
export const SPRING_FIELD = fieldPhoto({ near: [95, 70, 45], far: [120, 160, 80], row: [70, 140, 60] });

/** The company's mark: a green circle, a sun and three ears of wheat, on white. */
export const LOGO: Painter = (x, y, w, h) => {
  const cx = w / 2;
  const cy = h / 2;
  const r = Math.hypot(x - cx, y - cy);
  const R = Math.min(w, h) * 0.42;
  if (r > R) return [255, 255, 255];
  if (r > R * 0.9) return [34, 110, 60];
  const sun = Math.hypot(x - cx, y - (cy - R * 0.25)) < R * 0.28;
  if (sun) return [245, 190, 40];
  for (const offset of [-0.32, 0, 0.32]) {
    const stemX = cx + offset * R;
    if (Math.abs(x - stemX) < R * 0.025 && y > cy && y < cy + R * 0.75) return [34, 110, 60];
    // An ear: grains in pairs up the stem, leaning out.
    for (let k = 0; k < 5; k += 1) {
      const gy = cy + R * (0.32 - k * 0.1);
      for (const side of [-1, 1]) {
        const gx = stemX + side * R * 0.06;
        if (((x - gx) / (R * 0.05)) ** 2 + ((y - gy) / (R * 0.075)) ** 2 < 1) return [205, 150, 40];
      }
    }
    if (((x - stemX) / (R * 0.045)) ** 2 + ((y - (cy - R * 0.15)) / (R * 0.08)) ** 2 < 1) return [205, 150, 40];
  }
  return y > cy + R * 0.55 ? [90, 160, 80] : [235, 245, 235];
};

/** A map of numbered fields: parcels in three crops with their borders and a road. */
export const FIELD_MAP: Painter = (x, y, w, h) => {
  if (Math.abs(y - h * 0.55) < 4) return [120, 120, 120];
  const cols = 5;
  const rows = 3;
  const cw = w / cols;
  const ch = h / rows;
  const col = Math.floor(x / cw);
  const row = Math.floor(y / ch);
  if (x % cw < 2 || y % ch < 2) return [60, 60, 60];
  const crops: Rgb[] = [
    [230, 200, 110],
    [120, 180, 90],
    [250, 215, 60],
    [170, 130, 90],
  ];
  return shade(crops[(col * 7 + row * 3) % crops.length], grain(x, y) * 0.5);
};

/** A tractor on a field. */
export const TRACTOR: Painter = (x, y, w, h) => {
  const ground = h * 0.72;
  const wheel = (cx: number, cy: number, r: number) => Math.hypot(x - cx, y - cy) < r;
  if (wheel(w * 0.32, ground - h * 0.02, h * 0.17))
    return Math.hypot(x - w * 0.32, y - ground + h * 0.02) < h * 0.07 ? [200, 180, 40] : [30, 30, 30];
  if (wheel(w * 0.66, ground + h * 0.03, h * 0.1))
    return Math.hypot(x - w * 0.66, y - ground - h * 0.03) < h * 0.04 ? [200, 180, 40] : [30, 30, 30];
  if (x > w * 0.25 && x < w * 0.72 && y > ground - h * 0.25 && y < ground - h * 0.05) return [40, 130, 60];
  if (x > w * 0.27 && x < w * 0.45 && y > ground - h * 0.48 && y < ground - h * 0.24) {
    return x > w * 0.3 && x < w * 0.42 && y > ground - h * 0.44 && y < ground - h * 0.3
      ? [170, 210, 235]
      : [40, 130, 60];
  }
  if (x > w * 0.6 && x < w * 0.62 && y > ground - h * 0.4 && y < ground - h * 0.25) return [60, 60, 60];
  if (y < ground) return mix([140, 185, 230], [215, 230, 245], y / ground);
  return shade([120, 95, 60], grain(x, y));
};

/** A plan of the floor with the way out in green. */
export const EVACUATION: Painter = (x, y, w, h) => {
  const wall = 6;
  const inRect = (x0: number, y0: number, x1: number, y1: number) =>
    x >= x0 * w && x <= x1 * w && y >= y0 * h && y <= y1 * h;
  const border = (x0: number, y0: number, x1: number, y1: number) =>
    inRect(x0, y0, x1, y1) && (x - x0 * w < wall || x1 * w - x < wall || y - y0 * h < wall || y1 * h - y < wall);
  if (inRect(0.83, 0.42, 0.98, 0.58)) return [30, 150, 70];
  if (Math.abs(y - h * 0.5) < 5 && x > w * 0.12 && x < w * 0.83) return [30, 150, 70];
  if (x > w * 0.78 && x < w * 0.83 && Math.abs(y - h * 0.5) < 22 - (x - w * 0.78) * 0.8) return [30, 150, 70];
  const rooms: Array<[number, number, number, number]> = [
    [0.03, 0.05, 0.4, 0.42],
    [0.4, 0.05, 0.8, 0.42],
    [0.03, 0.58, 0.4, 0.95],
    [0.4, 0.58, 0.8, 0.95],
    [0.03, 0.05, 0.82, 0.95],
  ];
  for (const [x0, y0, x1, y1] of rooms) if (border(x0, y0, x1, y1)) return [70, 70, 80];
  return [250, 250, 245];
};

/** Colour swatches of a brand. */
export function palette(colours: Rgb[]): Painter {
  return (x, y, w, h) => {
    if (y > h * 0.82) return [250, 248, 242];
    const i = Math.min(colours.length - 1, Math.floor((x / w) * colours.length));
    return colours[i];
  };
}

/** A product shot: a round loaf (or a sack) on a table. */
export function product(body: Rgb, background: Rgb): Painter {
  return (x, y, w, h) => {
    const dx = (x - w / 2) / (w * 0.32);
    const dy = (y - h * 0.52) / (h * 0.26);
    const inside = dx * dx + dy * dy < 1;
    if (inside) {
      const light = 1 - (dx * 0.35 + dy * 0.5);
      const score = Math.abs(Math.sin((x + y) / 14)) < 0.08 && dy < 0.2;
      return score ? mix(body, [255, 240, 210], 0.5) : shade(body, light * 30);
    }
    if (y > h * 0.72) return shade([150, 110, 75], grain(x, y));
    return mix(background, [255, 255, 255], y / h / 2);
  };
}

/** The bakery's mark: a round loaf with its scores on cream, in a brown ring. */
export const LOAF_LOGO: Painter = (x, y, w, h) => {
  const r = Math.hypot(x - w / 2, y - h / 2);
  const R = Math.min(w, h) * 0.42;
  if (r > R) return [255, 255, 255];
  if (r > R * 0.9) return [120, 70, 40];
  return product([175, 105, 45], [245, 236, 215])(x, y, w, h);
};

/** A portrait placeholder: a head and shoulders in a lighter tone of the background. */
export function portrait(background: Rgb): Painter {
  const figure = mix(background, [255, 255, 255], 0.55);
  return (x, y, w, h) => {
    const head = Math.hypot(x - w / 2, y - h * 0.4) < w * 0.18;
    const shoulders = y > h * 0.66 && ((x - w / 2) / (w * 0.36)) ** 2 + ((y - h * 0.98) / (h * 0.34)) ** 2 < 1;
    return head || shoulders ? figure : mix(background, shade(background, -30), y / h);
  };
}

/** Latin-1 text for a standard PDF font: anything else becomes "?". */
const pdfText = (text: string) =>
  text
    .replace(/[^\x20-\x7e]/g, "?")
    .replace(/\\/g, "\\\\")
    .replace(/\(/g, "\\(")
    .replace(/\)/g, "\\)");

/**
 * A one-page A4 PDF: a title and lines of text in Helvetica (the standard fonts hold Latin only,
 * so the demo's PDFs are written in English). Valid: the cross-reference table holds each
 * object's byte offset.
 */
export function pdf(title: string, lines: string[]): Uint8Array {
  const stream = [
    "BT /F2 18 Tf 56 780 Td (" + pdfText(title) + ") Tj ET",
    "0.13 0.43 0.24 RG 2 w 56 768 m 539 768 l S",
    ...lines.map((line, i) => `BT /F1 11 Tf 56 ${740 - i * 18} Td (${pdfText(line)}) Tj ET`),
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>",
    `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, "latin1"));
}

/** UTF-8 text (CSV, TXT). */
export const text = (value: string): Uint8Array => new TextEncoder().encode(value);
