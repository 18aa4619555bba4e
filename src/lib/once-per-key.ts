/**
 * `build(key)` made once per key and kept (for the life of the process, or of the page in a browser): for
 * objects that cost more to make than to use, such as a compiled zod schema or a translator per locale.
 */
export function oncePerKey<K, V>(build: (key: K) => V): (key: K) => V {
  const made = new Map<K, V>()
  return (key) => {
    if (!made.has(key)) made.set(key, build(key))
    return made.get(key) as V
  }
}
