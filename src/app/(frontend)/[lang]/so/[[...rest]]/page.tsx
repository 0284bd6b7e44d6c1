import { RedirectHome } from '@/components/redirect-home'

/** Old tracking URLs (/so/*): a short 'Redirecting...' screen, then the home page (SPEC §2). */
export default function TrackingRedirect() {
  return <RedirectHome />
}
