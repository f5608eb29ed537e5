// What the page keeps in the browser for the next visit (localStorage). Storage may be off (a
// private window, a browser setting): the page then keeps nothing, and nothing fails.

export function remember(key, value) {
  try { localStorage.setItem(key, value); } catch { /* kept for this visit only */ }
}

export function recall(key) {
  try { return localStorage.getItem(key); } catch { return null; }
}

export function forget(key) {
  try { localStorage.removeItem(key); } catch { /* nothing kept */ }
}
