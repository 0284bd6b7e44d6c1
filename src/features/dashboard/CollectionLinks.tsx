import Link from 'next/link'
import React from 'react'

import { ui } from '@/platform/admin/ui/ScreenBlocks'
import { baseClass } from './class-names'
import { useStaffTexts } from '@/platform/admin/i18n/useStaffTexts'
import type { CollectionLinkGroup } from './types'

/** Links to every collection this user may see, grouped as the nav groups them (Payload's cards are replaced). */
export function CollectionLinks({ groups }: { groups: CollectionLinkGroup[] }) {
  const text = useStaffTexts().dashboard
  if (groups.length === 0) return null
  return (
    <section aria-labelledby={`${baseClass}-collections`} className={`${baseClass}__collections`}>
      <h2 className={`${ui}__section-title`} id={`${baseClass}-collections`}>
        {text.collections.title}
      </h2>
      {groups.map((group) => (
        <div className={`${baseClass}__collection-group`} key={group.label}>
          {group.label !== text.collections.title && (
            <h3 className={`${baseClass}__collection-group-label`}>{group.label}</h3>
          )}
          <ul className={`${baseClass}__collection-links`}>
            {group.links.map((link) => (
              <li key={link.slug}>
                <Link
                  aria-label={text.collections.open(link.label)}
                  className={`${baseClass}__collection-link`}
                  href={link.href}
                  prefetch={false}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  )
}
