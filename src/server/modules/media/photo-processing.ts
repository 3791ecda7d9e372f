import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { PHOTO_WIDTHS, type PhotoWidth } from '#shared/product-photos';
import { validationMessage } from '#shared/validation-messages';
import { AppError } from '#server/errors';
import type { PhotoQueue } from './photo-queue.ts';

/** The formats taken, by their first bytes (magic numbers): never by the file's name or the Content-Type sent. */
type PhotoFormat = 'jpeg' | 'png' | 'webp';

/**
 * What a product photo needs: the shop shows it at most 800 px wide, and a phone saves 12 MP (a
 * camera 24 MP, 6000 x 4000). Decoding takes time and memory by the pixel (a 16-bit PNG twice a
 * JPEG's), and a small PNG can unpack to a huge image: four 49 MP 16-bit PNGs held the server's four
 * libuv threads for 28 s and took it from 141 to 511 MiB (docs/benchmarks.md). Enforced twice: from
 * the header before any pixel is decoded, and by sharp's limitInputPixels while decoding.
 */
export const MAX_PHOTO_PIXELS = 24_000_000;
/** WebP quality of the made versions: product photos stay sharp, a 400 wide one is some 20-40 KB. */
const WEBP_QUALITY = 78;

/**
 * sharp (libvips) loaded on the first upload, not at start: most servers never see one, and
 * loading it holds some 8 MiB for the life of the process (docs/decisions/0033: one lean process).
 */
let loading: Promise<(input: Buffer, options: SharpOptions) => Sharp> | undefined;
const loadSharp = () =>
  (loading ??= import('sharp').then(({ default: sharp }) => {
    // One libvips thread per image: an upload must not take both cores of a small server from the
    // shop's other requests. sharp's own calls run on libuv's pool, one thread per image at a time
    // (the PhotoQueue sees to that: photo-queue.ts).
    sharp.concurrency(1);
    // No operation cache: each upload is decoded once and never again, and libvips' default cache
    // would keep up to 50 MB of its pixels after it is done.
    sharp.cache(false);
    return (input, options) => sharp(input, options);
  }));

const refused = (status: number, key: string) => new AppError(status, 'validation_failed', validationMessage(key), { photo: validationMessage(key) });

/** The format its first bytes announce, or undefined: text, SVG, PHP, HTML, GIF, HEIC ... */
export function sniffPhotoFormat(bytes: Buffer): PhotoFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

/**
 * The shop's versions of an uploaded photo: WebP, 4:3, one per width in PHOTO_WIDTHS, turned
 * upright by its EXIF orientation and carrying no metadata at all (sharp writes none unless asked:
 * no EXIF, GPS, XMP, IPTC or ICC, the colours converted to sRGB first).
 *
 * The bytes are checked twice: their magic number must be JPEG, PNG or WebP (so librsvg, libheif and
 * the other decoders never see them), then sharp must decode them as that same format. Only the
 * header is read before the photo's turn in `queue`; the pixels are decoded in it, once, to the
 * largest width, and the smaller versions are made from that (each sharp call one after the other,
 * so a photo holds one libuv thread at a time).
 */
export async function makePhotoVersions(bytes: Buffer, queue: PhotoQueue): Promise<Map<PhotoWidth, Buffer>> {
  if (bytes.length === 0) throw refused(400, 'photoEmpty');
  const format = sniffPhotoFormat(bytes);
  if (!format) throw refused(400, 'photoType');
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // The header only (no pixels decoded), so the size check below can name the problem.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refused(400, 'photoBroken');
  }
  if (metadata.format !== format) throw refused(400, 'photoType');
  if (!metadata.width || !metadata.height) throw refused(400, 'photoBroken');
  if (metadata.width * metadata.height > MAX_PHOTO_PIXELS) throw refused(400, 'photoTooManyPixels');
  return queue.run(async () => {
    const versions = new Map<PhotoWidth, Buffer>();
    const [largest, ...smaller] = [...PHOTO_WIDTHS].sort((a, b) => b - a) as [PhotoWidth, ...PhotoWidth[]];
    let pixels: { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };
    try {
      // rotate() with no angle follows the EXIF orientation; 8 bits a channel from here on (a
      // 16-bit PNG's depth is of no use at 800 px in WebP).
      pixels = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error', sequentialRead: true })
        .rotate()
        .resize(largest, (largest * 3) / 4, { fit: 'cover', position: 'centre' })
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
    } catch {
      // A header that reads but pixels that do not (a truncated file).
      throw refused(400, 'photoBroken');
    }
    const fromPixels = () => sharp(pixels.data, { raw: { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels } });
    versions.set(largest, await fromPixels().webp({ quality: WEBP_QUALITY }).toBuffer());
    for (const width of smaller) {
      versions.set(width, await fromPixels().resize(width, (width * 3) / 4).webp({ quality: WEBP_QUALITY }).toBuffer());
    }
    return versions;
  });
}
