/**
 * A signature typed as one line ("採用責任者　人事部長　高橋 美穂", "Miho Takahashi, Head of HR and Recruiting")
 * split into the role and the name, so every signed message shows the role small and the name bold, as the
 * CEO's does (issue 44). Japanese puts the name last after a full-width space; English puts it first before a
 * comma. A line with neither is a name alone.
 */
export function splitSignature(signature: string): { role: string; name: string } {
  const text = signature.trim()
  const jaBreak = text.lastIndexOf('\u3000')
  if (jaBreak > 0) return { role: text.slice(0, jaBreak).trim(), name: text.slice(jaBreak + 1).trim() }
  const enBreak = text.indexOf(', ')
  if (enBreak > 0) return { role: text.slice(enBreak + 2).trim(), name: text.slice(0, enBreak).trim() }
  return { role: '', name: text }
}
