import zlib from 'node:zlib';

/**
 * A black 16-bit RGB PNG of `width` x `height`, written directly (IHDR, one IDAT of deflated
 * rows, IEND): the photo a vendor uploads to starve the decoder, 7000 x 7000 is some 1 MB on the
 * wire but 49 megapixels to decode. sharp takes 6-14 s to encode one; this, under 2.
 */
export function hugeSixteenBitPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(12 + data.length);
    framed.writeUInt32BE(data.length, 0);
    typed.copy(framed, 4);
    framed.writeUInt32BE(zlib.crc32(typed) >>> 0, 8 + data.length);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 16; // bits per channel
  header[9] = 2; // RGB
  // Each row: filter byte 0, then 6 bytes a pixel.
  const rows = zlib.deflateSync(Buffer.alloc((1 + width * 6) * height), { level: 1 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}
