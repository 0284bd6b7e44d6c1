/**
 * UI strings for client components, by message id, formatted on the server by react-intl
 * (src/platform/i18n/index.ts clientTexts). Client components get them as props and run no i18n code in the
 * browser: no message formatting and no Intl set-up while the page hydrates.
 */
export type Texts = Readonly<Record<string, string>>

/** `t(id)` over texts: the server-formatted string, or the id itself when there is none (as react-intl shows it). */
export const textLookup =
  (texts: Texts) =>
  (id: string): string =>
    texts[id] ?? id
