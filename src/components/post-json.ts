/** POSTs JSON to our API with the visitor's cookies; true for any OK status (SPEC §7). */
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
