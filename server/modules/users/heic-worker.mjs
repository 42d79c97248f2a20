// @ts-check
/**
 * Turns one HEIC photo into a JPEG, off the server's main thread (server/modules/users/heic.ts
 * starts a worker per photo). libheif (WebAssembly, through heic-decode) decodes the primary
 * image with its rotation and mirroring applied; the pixels are scaled down by area averaging
 * so the longest side is at most `maxSide`, then encoded by jpeg-js. Plain JavaScript, so the
 * worker needs no TypeScript loader in any host (tsx, vitest, a bundle).
 */
import { parentPort, workerData } from "node:worker_threads";
import decode from "heic-decode";
import jpeg from "jpeg-js";

/** @type {{ bytes: Uint8Array; maxSide: number; maxPixels: number; quality: number }} */
const { bytes, maxSide, maxPixels, quality } = workerData;

/**
 * Area-averaging downscale of RGBA pixels (each output pixel is the mean of the source box it
 * covers): sharp enough for a photo shown at avatar sizes, with no aliasing.
 * @param {Uint8ClampedArray} src @param {number} sw @param {number} sh @param {number} dw @param {number} dh
 */
function downscale(src, sw, sh, dw, dh) {
  const dst = new Uint8ClampedArray(dw * dh * 4);
  for (let y = 0; y < dh; y++) {
    const y0 = Math.floor((y * sh) / dh);
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * sh) / dh));
    for (let x = 0; x < dw; x++) {
      const x0 = Math.floor((x * sw) / dw);
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * sw) / dw));
      let r = 0,
        g = 0,
        b = 0,
        n = 0;
      for (let yy = y0; yy < y1; yy++) {
        for (let xx = x0, o = (yy * sw + x0) * 4; xx < x1; xx++, o += 4) {
          r += src[o];
          g += src[o + 1];
          b += src[o + 2];
          n++;
        }
      }
      const d = (y * dw + x) * 4;
      dst[d] = r / n;
      dst[d + 1] = g / n;
      dst[d + 2] = b / n;
      dst[d + 3] = 255;
    }
  }
  return dst;
}

async function convert() {
  let images;
  try {
    images = await decode.all({ buffer: bytes });
  } catch {
    return { error: "unreadable" };
  }
  const image = images[0];
  if (!image || image.width < 1 || image.height < 1) return { error: "unreadable" };
  // Checked before the pixels are decoded: a small file can claim a huge canvas.
  if (image.width * image.height > maxPixels) return { error: "tooManyPixels" };
  let pixels;
  try {
    pixels = await image.decode();
  } catch {
    return { error: "unreadable" };
  }
  const { width, height, data } = pixels;
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const rgba = scale < 1 ? downscale(data, width, height, w, h) : data;
  const encoded = jpeg.encode({ data: rgba, width: w, height: h }, quality);
  return { jpeg: new Uint8Array(encoded.data) };
}

convert().then(
  (result) => parentPort?.postMessage(result),
  () => parentPort?.postMessage({ error: "unreadable" }),
);
