/** Minimal Lexical documents for seed content: headings ("## …") and paragraphs. */
type LexicalNode = { type: string; version: number; [key: string]: unknown }

const text = (value: string): LexicalNode => ({ type: 'text', version: 1, text: value, format: 0, detail: 0, mode: 'normal', style: '' })

const block = (line: string): LexicalNode =>
  line.startsWith('## ')
    ? { type: 'heading', tag: 'h2', version: 1, direction: 'ltr', format: '', indent: 0, children: [text(line.slice(3))] }
    : { type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, textFormat: 0, textStyle: '', children: [text(line)] }

export function richText(lines: string[]) {
  return {
    root: { type: 'root', version: 1, direction: 'ltr' as const, format: '' as const, indent: 0, children: lines.map(block) },
  }
}
