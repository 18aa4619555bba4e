/**
 * Resolves on a task of its own once the page has loaded (at once when it already has): what a page needs
 * for its first paint and its pictures comes before whatever waits on this.
 */
export function afterLoad(): Promise<void> {
  return new Promise((resolve) => {
    const next = () => window.setTimeout(resolve, 0)
    if (document.readyState === 'complete') next()
    else window.addEventListener('load', next, { once: true })
  })
}
