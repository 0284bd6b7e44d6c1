/** Rows of the recipient checklist read from the database at a time as it scrolls (the server's first read is one). */
export const RECIPIENT_BLOCK = 100
