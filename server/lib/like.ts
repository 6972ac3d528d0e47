// ILIKE patterns from user text: wildcards are escaped so a search for "50%" means the text.
export const likeContains = (s: string): string => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
