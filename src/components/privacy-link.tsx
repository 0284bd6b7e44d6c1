/**
 * The link to /privacy beside a consent box or a sign-up. It opens in a new tab, so reading the policy never
 * loses what the visitor has typed, nor closes the newsletter popup (which would count as "seen" for 3 days).
 */
export function PrivacyLink({
  label,
  newTab,
  className = 'underline',
}: {
  label: string
  newTab: string
  className?: string
}) {
  return (
    <a href="/privacy" target="_blank" rel="noopener" className={className}>
      {label}
      <span className="sr-only"> {newTab}</span>
    </a>
  )
}
