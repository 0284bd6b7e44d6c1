import { ArticleNotFound } from '@/components/blog/article-not-found'

export default function NotFound() {
  return <ArticleNotFound />
}
