// subset-font 2.9 ships no types; the one call the share card makes.
declare module 'subset-font' {
  type Options = { targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'; variationAxes?: Record<string, number | { min: number; max: number; default?: number }> }
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>
}
