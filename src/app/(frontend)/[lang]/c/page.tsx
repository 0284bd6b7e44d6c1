import { RedirectHome } from '@/components/redirect-home'

/** Old tracking URL /c: a short 'Redirecting...' screen, then the home page (SPEC §2). */
export default function TrackingRedirect() {
  return <RedirectHome />
}
