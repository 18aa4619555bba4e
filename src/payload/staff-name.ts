/** A staff member as the admin's pickers show them: "名前 (e-mail)", or the e-mail alone (users' displayName). */
export function staffName(value: unknown): string {
  if (value && typeof value === 'object') {
    const user = value as { name?: string | null; email?: string | null }
    const name = user.name?.trim()
    return name && user.email ? `${name} (${user.email})` : name || user.email || ''
  }
  return ''
}
