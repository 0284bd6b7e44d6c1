import React from 'react'

/**
 * An email address that may wrap after its "@" and before each dot ("maria.fernanda@" / "instituto" / ".es") when
 * its column is narrow, and nowhere else: <wbr> adds the places without changing what is copied.
 */
export function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/)
  return (
    <>
      {parts.map((part, index) => (
        <React.Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </React.Fragment>
      ))}
    </>
  )
}
