import { notFound } from 'next/navigation'

/** Any path no page answers: the localized 404 (not-found.tsx), with HTTP status 404. */
export default function Missing() {
  notFound()
}
