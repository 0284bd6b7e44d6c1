'use client'

import { FieldDescription, FieldError, FieldLabel, useField, useTranslation } from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'
import React, { useState } from 'react'

import { centsOf, eurosOf } from '../euro-amount'

/**
 * A price kept in cents (whole numbers, as the proposal's sums and the PDF use them) that staff read and type in
 * euros: typing "300" stores 30000. Text that is no amount leaves the field empty, so its required rule names it.
 */
export const EuroPriceField: NumberFieldClientComponent = ({ field, path, readOnly }) => {
  const { value, setValue, showError, disabled } = useField<number | null>({ path })
  const { i18n } = useTranslation()
  const [typed, setTyped] = useState<string | null>(null)
  const shown = typed ?? (typeof value === 'number' ? eurosOf(value, i18n.language) : '')
  const id = `field-${path.replace(/\./g, '__')}`
  return (
    <div className={['field-type', 'number', showError && 'error'].filter(Boolean).join(' ')}>
      <FieldLabel label={field.label} localized={field.localized} path={path} required={field.required} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        <div>
          <input
            disabled={readOnly || disabled}
            id={id}
            inputMode="decimal"
            name={path}
            onBlur={() => typed !== null && centsOf(typed) !== null && setTyped(null)}
            onChange={(event) => {
              setTyped(event.target.value)
              setValue(centsOf(event.target.value))
            }}
            type="text"
            value={shown}
          />
        </div>
        <FieldDescription description={field.admin?.description} path={path} />
      </div>
    </div>
  )
}
