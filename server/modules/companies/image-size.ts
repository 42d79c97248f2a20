/**
 * An image's width and height read from its own header, without decoding a pixel: PNG's IHDR
 * chunk (which the format requires first), or a JPEG's frame header (the first SOFn marker,
 * reached by walking the marker segments). Null when the header cannot be read: the upload is
 * then refused as unreadable.
 */
export interface ImageSize {
  width: number;
  height: number;
}

const u16 = (bytes: Uint8Array, at: number) => (bytes[at] << 8) | bytes[at + 1];
const u32 = (bytes: Uint8Array, at: number) =>
  ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;

function pngSize(bytes: Uint8Array): ImageSize | null {
  // 8-byte signature, then the IHDR chunk: length (13), "IHDR", width, height.
  if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return null;
  const width = u32(bytes, 16);
  const height = u32(bytes, 20);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** SOF0..SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const isFrameMarker = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(bytes: Uint8Array): ImageSize | null {
  let at = 2; // after SOI (FF D8)
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM and RST0..7; SOS or EOI before a frame header ends the search.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null;
    const length = u16(bytes, at + 2);
    if (length < 2) return null;
    if (isFrameMarker(marker)) {
      if (at + 9 > bytes.length) return null;
      const height = u16(bytes, at + 5);
      const width = u16(bytes, at + 7);
      return width > 0 && height > 0 ? { width, height } : null;
    }
    at += 2 + length;
  }
  return null;
}

export function imageSize(bytes: Uint8Array, type: "png" | "jpg"): ImageSize | null {
  return type === "png" ? pngSize(bytes) : jpegSize(bytes);
}
