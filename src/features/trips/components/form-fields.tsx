import type { ReactNode } from 'react'

export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30'
export const labelClass = 'block text-sm font-medium text-slate-800'

/**
 * The builder's fields: ids tied to their labels and error messages (read out with the field), as the enquiry
 * forms do it.
 */
export function fieldHelpers(id: string, errors: Record<string, string>) {
  const fieldProps = (name: string) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  })
  const error = (name: string) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
        {errors[name]}
      </p>
    )
  const labelled = (name: string, text: string, control: ReactNode, hint?: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {text}
        {hint && <span className="font-normal text-slate-600"> ({hint})</span>}
      </label>
      {control}
      {error(name)}
    </div>
  )
  return { fieldProps, error, labelled }
}

export type FieldHelpers = ReturnType<typeof fieldHelpers>
