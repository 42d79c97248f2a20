/** A person's search text as a LIKE/ILIKE pattern's literal part: its %, _ and \ match themselves. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, "\\$&");
