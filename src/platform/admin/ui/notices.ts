import { toast } from '@payloadcms/ui'

/** A notice as the staff screens show it: a short title and a sentence saying what happened (docs/product.md › Notices and states). */
export type Notice = { title: string; description: string }

/** An action that threw: the error goes to the console for developers, its notice to the user. */
export function notifyFailure(error: unknown, notice: Notice) {
  console.error(error)
  toast.error(notice.title, { description: notice.description })
}
