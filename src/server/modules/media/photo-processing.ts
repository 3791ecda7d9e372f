import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { PHOTO_WIDTHS, type PhotoWidth } from '#shared/product-photos';
import { validationMessage } from '#shared/validation-messages';
import { AppError } from '#server/http/errors';

/** The formats taken, by their first bytes (magic numbers): never by the file's name or the Content-Type sent. */
type PhotoFormat = 'jpeg' | 'png' | 'webp';

/**
 * A phone's 48-50 MP photo fits; far bigger frames are decompression bombs more often than
 * photos, and decoding one would hold hundreds of MB.
 */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** WebP quality of the made versions: product photos stay sharp, a 400 wide one is some 20-40 KB. */
const WEBP_QUALITY = 78;

/**
 * sharp (libvips) loaded on the first upload, not at start: most servers never see one, and
 * loading it holds some 8 MiB for the life of the process (issue 18: one lean process).
 */
let loading: Promise<(input: Buffer, options: SharpOptions) => Sharp> | undefined;
const loadSharp = () =>
  (loading ??= import('sharp').then(({ default: sharp }) => {
    // One libvips thread per image: an upload must not take both cores of a small server from the
    // shop's other requests (a photo still takes well under a second).
    sharp.concurrency(1);
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
 * the other decoders never see them), then sharp must decode them as that same format.
 */
export async function makePhotoVersions(bytes: Buffer): Promise<Map<PhotoWidth, Buffer>> {
  if (bytes.length === 0) throw refused(400, 'photoEmpty');
  const format = sniffPhotoFormat(bytes);
  if (!format) throw refused(400, 'photoType');
  const sharp = await loadSharp();
  const input = () => sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error', sequentialRead: true });
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
  const versions = new Map<PhotoWidth, Buffer>();
  try {
    // One decode, resized per width (clone); rotate() with no angle follows the EXIF orientation.
    const upright = input().rotate();
    const outputs = await Promise.all(
      PHOTO_WIDTHS.map((width) =>
        upright
          .clone()
          .resize(width, (width * 3) / 4, { fit: 'cover', position: 'centre' })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer(),
      ),
    );
    PHOTO_WIDTHS.forEach((width, i) => versions.set(width, outputs[i]!));
  } catch {
    // A header that reads but pixels that do not (a truncated file).
    throw refused(400, 'photoBroken');
  }
  return versions;
}
