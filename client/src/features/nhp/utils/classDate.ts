/**
 * A class's start as its calendar day: the form sends local midnight shifted by the offset,
 * i.e. midnight UTC of the chosen day, so the day is read back in UTC.
 */
export const classDate = (timestamp: string) => timestamp.slice(0, 10);
