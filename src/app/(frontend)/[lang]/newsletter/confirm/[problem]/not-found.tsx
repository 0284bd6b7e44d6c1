export { LinkProblemNotFound as default } from '@/features/audience/confirm-page'
