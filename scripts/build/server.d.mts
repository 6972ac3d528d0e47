// Types of server.mjs (plain JavaScript so `npm start` runs it without tsx).
export const root: string;
export const serverOut: string;
export const serverEntry: string;
export function newest(dir: string): number;
export function serverOutOfDate(): boolean;
export function buildServer(): Promise<number>;
export function ensureServerBuilt(): Promise<boolean>;
