/** POSTs JSON to our API with the visitor's cookies; true for any OK status (docs/product.md › The /api contract). */
export async function postJson(url: string, body: unknown): Promise<boolean> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!res.ok) console.warn(`${url}: ${res.status}: ${(await res.text()) || res.statusText}`)
    return res.ok
  } catch (error) {
    console.warn(`${url}:`, error)
    return false
  }
}

/** The page a form is sent from, for its consent record (a path, at most the 300 characters the schema allows). */
export function currentPage(): string {
  return window.location.pathname.slice(0, 300)
}
