/**
 * The agency's mark in the admin, in place of Payload's: the paper plane of public/icon.svg (the site's own
 * icon), alone in the navigation and beside the name on the sign-in screen.
 */
export function Icon() {
  // eslint-disable-next-line @next/next/no-img-element -- a 64-unit SVG the admin shows at 18-24 px
  return <img src="/icon.svg" alt="Madrid Edu Travel" width={24} height={24} style={{ display: 'block' }} />
}

export function Logo() {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.75rem' }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- see Icon */}
      <img src="/icon.svg" alt="" width={56} height={56} />
      <span style={{ fontSize: '1.75rem', fontWeight: 700, color: 'var(--theme-text)', letterSpacing: '-0.01em' }}>
        Madrid Edu Travel
      </span>
    </span>
  )
}
