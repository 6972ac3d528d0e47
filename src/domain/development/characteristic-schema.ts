// The five characteristic words of a player (calls.md Characteristic: GET (limit); PUT), the
// same words a player picks at registration (spec §2 step 7), kept in the profile document
// (users.profile.words). PUT sets all five at once, so sending it twice changes nothing more.
import * as v from 'valibot';
import { CHARACTERISTIC_WORDS } from '../characteristics';
import { developmentMessages as m } from './messages';

export const CHARACTERISTIC_COUNT = 5;

const word = v.pipe(v.string(m.words), v.trim(), v.toLowerCase(), v.picklist(CHARACTERISTIC_WORDS, m.words));

export const characteristicQuerySchema = v.object({
  playerId: v.pipe(v.string(m.player), v.uuid(m.player)),
  limit: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(m.limit), v.minValue(1, m.limit), v.maxValue(100, m.limit))),
  userId: v.optional(v.string()),
});

export const characteristicBodySchema = v.object({
  playerId: v.pipe(v.string(m.player), v.uuid(m.player)),
  words: v.pipe(
    v.array(word, m.words),
    v.length(CHARACTERISTIC_COUNT, m.words),
    v.check((ws) => new Set(ws).size === ws.length, m.words),
  ),
  userId: v.optional(v.string()),
});
export type CharacteristicBody = v.InferOutput<typeof characteristicBodySchema>;

export interface CharacteristicAnswer {
  playerId: string;
  /** The player's words (none until chosen). */
  words: string[];
  /** The words to choose from, `limit` of them when asked. */
  available: string[];
}
