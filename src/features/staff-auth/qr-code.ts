import QRCode from 'qrcode'

/**
 * The enrolment QR code as an SVG data URL: an <img> the site's CSP already allows (img-src data:), with no script
 * and no canvas. Drawn on the server by the qrcode library; error correction M, as authenticator apps expect.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } })
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`
}
