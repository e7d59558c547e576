/**
 * Feedback pictures. The bytes alone decide what a picture is: the png signature or the jpg start
 * marker, then a full decode by sharp (libvips), which must find the same format. A file named x.png
 * holding text, a program or a pdf is refused, whatever the browser declared. Every accepted
 * picture is decoded and encoded again, turned upright first by its orientation tag: what is kept is
 * new pixels in a new file, with none of the original's metadata (EXIF with the camera and the
 * place, XMP, ICC profiles, comments), and nothing smuggled after the image data survives either.
 * Pictures wider or taller than 2,048 pixels are scaled down, which bounds what the database keeps.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { FEEDBACK_MAX_IMAGE_BYTES, FEEDBACK_THUMBNAIL_SIDE } from '@site/shared/contract/feedback';
import { feedbackRefusal } from './feedback-refusals';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export type FeedbackImageType = 'image/png' | 'image/jpeg';

/** The type the first bytes announce, or null (nothing else is even handed to the decoder). */
export function sniffImageType(bytes: Buffer): FeedbackImageType | null {
  if (bytes.length > PNG_SIGNATURE.length && bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** The longest side a kept picture may have. */
export const MAX_IMAGE_SIDE = 2048;
/** Decoding refuses pictures of more pixels than this (a small file may declare a huge canvas). */
const MAX_INPUT_PIXELS = 50_000_000;

export interface KeptImage {
  contentType: FeedbackImageType;
  width: number;
  height: number;
  bytes: Buffer;
  sha256: string;
}

/**
 * Checks and re-encodes one picture (field `images.<index>`): 400 FEEDBACK_IMAGE_TOO_LARGE over
 * 5 MB decoded, 400 FEEDBACK_IMAGE_INVALID when the bytes are not a png or jpg that decodes.
 */
export async function keepImage(data: string, index: number): Promise<KeptImage> {
  const field = `images.${index}`;
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > FEEDBACK_MAX_IMAGE_BYTES) throw feedbackRefusal('FEEDBACK_IMAGE_TOO_LARGE', field);
  const sniffed = sniffImageType(bytes);
  if (!sniffed) throw feedbackRefusal('FEEDBACK_IMAGE_INVALID', field);
  try {
    const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true });
    const metadata = await input.metadata();
    const format = metadata.format === 'png' ? 'image/png' : metadata.format === 'jpeg' ? 'image/jpeg' : null;
    if (format !== sniffed) throw feedbackRefusal('FEEDBACK_IMAGE_INVALID', field);
    // rotate() with no angle applies the orientation tag, so the picture stays upright once the tag is gone.
    // libjpeg's encoder, not mozjpeg's: on a 5 MB photo it took 0.18 s instead of 1.2 s for a file
    // about a quarter larger, and the request waits for three of them.
    const pipeline = input.rotate().resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
    const { data: encoded, info } = await (sniffed === 'image/png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 85, mozjpeg: false }))
      .toBuffer({ resolveWithObject: true });
    return { contentType: sniffed, width: info.width, height: info.height, bytes: encoded, sha256: createHash('sha256').update(encoded).digest('hex') };
  } catch (error) {
    if (error instanceof Error && error.name === 'PlatformError') throw error;
    // A file that starts like a picture but does not decode (truncated, corrupt, a polyglot).
    throw feedbackRefusal('FEEDBACK_IMAGE_INVALID', field);
  }
}

/** Every picture of a submission, in order; the first bad one refuses the whole submission. */
export async function keepImages(images: { data: string }[]): Promise<KeptImage[]> {
  const kept: KeptImage[] = [];
  // One at a time: decoding uses libvips' own threads, and three large decodes at once would
  // take the memory of three.
  for (const [index, image] of images.entries()) kept.push(await keepImage(image.data, index));
  return kept;
}

/**
 * A kept picture scaled to fit FEEDBACK_THUMBNAIL_SIDE, in its own format. Made when asked, not
 * stored: the kept picture is already upright and without metadata, and a history page asks for
 * at most a few dozen.
 */
export async function thumbnailOf(bytes: Uint8Array, contentType: FeedbackImageType): Promise<Buffer> {
  const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).resize({
    width: FEEDBACK_THUMBNAIL_SIDE,
    height: FEEDBACK_THUMBNAIL_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
  });
  return (contentType === 'image/png' ? pipeline.png({ compressionLevel: 9, palette: true }) : pipeline.jpeg({ quality: 75, mozjpeg: false })).toBuffer();
}
