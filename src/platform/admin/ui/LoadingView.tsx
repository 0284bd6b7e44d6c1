import { Gutter } from '@payloadcms/ui'
import React from 'react'

import { ui } from './ui'
import './staff-ui.scss'

/** What a staff screen shows while its data is read (docs/product.md › Notices and states). */
export function LoadingView({ text }: { text: string }) {
  return (
    <Gutter className={ui}>
      <p aria-live="polite" className={`${ui}__intro`} role="status">
        {text}
      </p>
    </Gutter>
  )
}
