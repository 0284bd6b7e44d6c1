'use client'

import { PublishButton as PayloadPublishButton, useDocumentInfo, useModal } from '@payloadcms/ui'
import { type ComponentProps, useEffect } from 'react'

/**
 * Payload's Publish button, whose "Schedule publish" dialog starts on "Publish". Payload chooses "Unpublish" when the
 * document has no draft newer than its published version (src/platform/collections/plugins/schedule-publish-first.ts); its
 * dialog takes no default, so the choice is made as the dialog opens, as the editor would click it.
 */
export function PublishButton(props: ComponentProps<typeof PayloadPublishButton>) {
  const { id } = useDocumentInfo()
  const { isModalOpen } = useModal()
  // The dialog's slug and its radio's id, as Payload names them.
  const slug = `schedule-publish-${id}`
  const open = isModalOpen(slug)
  useEffect(() => {
    if (!open) return
    // The dialog may mount a frame or two after it is marked open.
    let frames = 0
    let frame = 0
    const choosePublish = () => {
      const radio = document.getElementById(`field-${slug}-type-publish`)
      if (radio instanceof HTMLInputElement) {
        if (!radio.checked) radio.click()
      } else if (frames++ < 30) frame = requestAnimationFrame(choosePublish)
    }
    choosePublish()
    return () => cancelAnimationFrame(frame)
  }, [open, slug])
  return <PayloadPublishButton {...props} />
}
