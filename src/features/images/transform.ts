/**
 * The transform itself, straight on sharp: the source bytes (already read and checked by the
 * service) are decoded, rotated by their EXIF orientation, resized and encoded. The service used to
 * hand this to ipx; ipx re-read the file from disk and offered no encoder-effort setting, and its
 * modifier parsing was not used (modifiers.ts parses the URL). See the README's Measured section.
 */
import sharp from 'sharp'

import { DEFAULT_QUALITY, ENCODER, MAX_SOURCE_PIXELS } from './limits'
import type { ImageModifiers, OutputFormat } from './modifiers'

export async function transformImage(source: Buffer, m: ImageModifiers, format: OutputFormat): Promise<Buffer> {
  // autoOrient: phone photos carry their rotation in EXIF, and the output drops all metadata
  // (sharp's default, which also removes GPS positions), so the rotation goes into the pixels.
  // animated false: a GIF becomes a still image of its first frame.
  let image = sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS, failOn: 'error', autoOrient: true, animated: false })
  if (m.width || m.height) {
    image = image.resize({
      width: m.width,
      height: m.height,
      // With one side given the image keeps its aspect ratio; with both, `cover` crops by default.
      fit: m.fit ?? 'cover',
      position: m.position ?? 'centre',
      background: m.background,
      withoutEnlargement: true,
    })
  }
  // Transparent pixels take the background colour in a format without alpha.
  if (m.background && format === 'jpeg') image = image.flatten({ background: m.background })
  const quality = m.quality ?? DEFAULT_QUALITY
  switch (format) {
    case 'webp':
      image = image.webp({ quality, effort: ENCODER.webpEffort })
      break
    case 'avif':
      image = image.avif({ quality, effort: ENCODER.avifEffort })
      break
    case 'jpeg':
      image = image.jpeg({ quality })
      break
    case 'png':
      // Lossless: the quality setting would switch to a slow palette quantizer.
      image = image.png()
      break
  }
  return image.timeout({ seconds: ENCODER.timeoutSeconds }).toBuffer()
}
