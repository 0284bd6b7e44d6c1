export { LinkProblemPage as default } from '@/features/audience/confirm-page'
