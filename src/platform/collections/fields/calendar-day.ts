import { type DateField, type DateFieldValidation, type FieldHook, ValidationError } from 'payload'

import { calendarDay, calendarDayProblem, catalogueMessages } from '@/features/content/catalogue-rules'
import { inEditorsLanguage } from './editors-language'

/**
 * Stores the day picked as noon UTC of that day in Madrid (src/features/content/catalogue-rules.ts). A day the
 * database cannot hold (year 20277, typed by mistake) is refused here, with the field named, on every save:
 * drafts and autosaves skip field validation, and the database would otherwise answer a bare 500.
 */
const asCalendarDay: FieldHook = ({ value, path, req, collection, global }) => {
  const problem = calendarDayProblem(value)
  if (problem)
    throw new ValidationError({
      collection: collection?.slug,
      global: global?.slug,
      errors: [{ path: path.join('.'), message: inEditorsLanguage(req, catalogueMessages[problem]) }],
      req,
    })
  return calendarDay(value) ?? value
}

/**
 * A date that is a day on the calendar, not a moment (a course session's first or last day, a notice's last
 * update): picked without a time, shown as "3 May 2027", and stored so that it reads as the same day anywhere.
 * `notBefore` names a sibling day this one may not precede (the admin says so under the field as it is typed).
 */
export function calendarDayField(
  field: Omit<DateField, 'type'>,
  { notBefore }: { notBefore?: string } = {},
): DateField {
  const ownValidate = field.validate
  const validate: DateFieldValidation = (value, options) => {
    const problem = calendarDayProblem(value)
    if (problem) return inEditorsLanguage(options.req, catalogueMessages[problem])
    if (options.required && !value) return options.req.t('validation:required')
    return ownValidate ? ownValidate(value, options) : true
  }
  return {
    ...field,
    type: 'date',
    validate,
    hooks: { ...field.hooks, beforeChange: [asCalendarDay, ...(field.hooks?.beforeChange ?? [])] },
    admin: {
      ...field.admin,
      date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' },
      components: {
        ...field.admin?.components,
        Error: {
          path: '/src/platform/admin/ui/CalendarDayError#CalendarDayError',
          clientProps: notBefore ? { startField: notBefore } : {},
        },
      },
    },
  }
}
