'use client'

import { Link, NavGroup } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import React from 'react'

type NavLink = { id: string; href: string; label: string }

/** The same markup as Payload's own nav entries (nav__link, the active indicator), inside a collapsible group. */
export function NavLinksClient({ groupLabel, links }: { groupLabel: string; links: NavLink[] }) {
  const pathname = usePathname()
  return (
    <NavGroup label={groupLabel}>
      {links.map((link) => {
        const isActive = pathname === link.href || pathname.startsWith(`${link.href}/`)
        const label = (
          <>
            {isActive && <div className="nav__link-indicator" />}
            <span className="nav__link-label">{link.label}</span>
          </>
        )
        // Like Payload's nav: the current page is not a link to itself.
        if (pathname === link.href) {
          return (
            <div aria-current="page" className="nav__link" id={link.id} key={link.id}>
              {label}
            </div>
          )
        }
        return (
          <Link className="nav__link" href={link.href} id={link.id} key={link.id} prefetch={false}>
            {label}
          </Link>
        )
      })}
    </NavGroup>
  )
}
