import { PageNotFound } from '@/components/page-not-found'

export default function NotFound() {
  return <PageNotFound />
}
