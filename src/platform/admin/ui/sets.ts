/** A copy of `set` with `value` in it (`present`) or not; by default the value is toggled. */
export function withMember<T>(set: ReadonlySet<T>, value: T, present = !set.has(value)): Set<T> {
  const next = new Set(set)
  if (present) next.add(value)
  else next.delete(value)
  return next
}
