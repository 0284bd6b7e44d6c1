'use client'

import { textLookup, type Texts } from '@/platform/i18n/client-texts'
import { toast } from '@/components/toaster'
import { LineIcon } from '@/components/ui/line-icon'

/** Shares the article with the Web Share API where the device has it, else copies its link. `texts`: share.* */
export function ShareButton({ title, texts }: { title: string; texts: Texts }) {
  const t = textLookup(texts)

  async function share() {
    const url = window.location.href
    if (navigator.share) {
      try {
        await navigator.share({ title, url })
      } catch {
        // The visitor closed the share sheet.
      }
      return
    }
    try {
      await navigator.clipboard.writeText(url)
      toast.success(t('share.copied'))
    } catch {
      toast.error(t('share.failed'))
    }
  }

  return (
    <button
      type="button"
      onClick={share}
      className="inline-flex items-center gap-2 rounded-lg px-4 py-2 font-semibold text-brand-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
    >
      <LineIcon name="share" className="h-5 w-5" />
      {t('share.button')}
    </button>
  )
}
