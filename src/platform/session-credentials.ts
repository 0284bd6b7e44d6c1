/**
 * Whether a request carries what could make it a staff member's: Payload's session cookie or an Authorization
 * header (an API key). Only a first sieve, free of any lookup: without either, the request is a stranger's; with
 * one, Payload still decides whether it is valid.
 */
export function carriesStaffCredentials(cookie: string | null | undefined, authorization: unknown): boolean {
  return Boolean(cookie?.includes('payload-token=') || authorization)
}
