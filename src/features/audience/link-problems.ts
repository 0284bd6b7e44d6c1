/** Why a confirmation link cannot be used; "unknown" also covers a link whose address was erased since. */
export const linkProblems = ['unknown', 'expired', 'used'] as const
export type LinkProblem = (typeof linkProblems)[number]
