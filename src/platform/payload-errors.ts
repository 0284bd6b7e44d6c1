import { APIError, ValidationError } from 'payload'

/**
 * Payload's REST error answer recognises its errors by class or by `name`. Thrown from our hooks, the class
 * is a second copy in the production build and the minifier leaves it without a name, so Payload would
 * answer "An unknown error occurred." with the right status; naming the error keeps the message.
 */
export function publicError(message: string, status: number, data: Record<string, unknown> | null = null): APIError {
  const error = new APIError(message, status, data, true)
  error.name = 'APIError'
  return error
}

export function fieldError(collection: string, path: string, messages: string[]): ValidationError {
  const error = new ValidationError({ collection, errors: messages.map((message) => ({ path, message })) })
  error.name = 'ValidationError'
  return error
}
