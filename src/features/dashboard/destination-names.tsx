'use client'

import React, { createContext, type ReactNode, useContext } from 'react'

/**
 * The destinations' names in the staff member's admin language, by code. The contacts API names an enquiry's
 * destination in English (its contract); a Spanish-speaking staff member reads the destinations' Spanish names,
 * which the Dashboard's server render hands down here.
 */
const DestinationNames = createContext<Record<string, string> | null>(null)

export function DestinationNamesProvider({
  names,
  children,
}: {
  names: Record<string, string> | null
  children: ReactNode
}) {
  return <DestinationNames.Provider value={names}>{children}</DestinationNames.Provider>
}

/** The name to show for an enquiry's destination, `notSpecified` when it names none. */
export function useDestinationName(notSpecified: string) {
  const names = useContext(DestinationNames)
  return (contact: { destination: string | null; destinationLabel?: string | null }): string => {
    if (!contact.destination) return notSpecified
    return names?.[contact.destination] ?? (contact.destinationLabel || contact.destination)
  }
}
