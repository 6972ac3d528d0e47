// The demo club's people: two squads of fourteen and their families. Hand-written rather than
// generated so the demo reads like a real grass-roots club. Four families have a child in each
// team (Adeyemi, Whitfield, Harrington, Dawson), so the parent's child switcher has work to do.
export type TeamKey = 'U10' | 'U14';
export type Position = 'GK' | 'DEF' | 'MID' | 'FWD';
export type Foot = 'left' | 'right' | 'both';

export interface PlayerSeed {
  first: string;
  last: string;
  shirt: number;
  position: Position;
  foot: Foot;
}

export interface FamilySeed {
  last: string;
  /** Parent first names; a parent may carry a different surname as "First Last". */
  parents: string[];
  /** Children's first names; each is in one of the squads under the family's surname. */
  children: string[];
}

export const SQUADS: Record<TeamKey, PlayerSeed[]> = {
  U10: [
    { first: 'Alfie', last: 'Brennan', shirt: 1, position: 'GK', foot: 'right' },
    { first: 'Noah', last: 'Adeyemi', shirt: 2, position: 'DEF', foot: 'right' },
    { first: 'Isla', last: 'Patel', shirt: 3, position: 'DEF', foot: 'left' },
    { first: 'Oscar', last: 'Whitfield', shirt: 4, position: 'DEF', foot: 'right' },
    { first: 'Freddie', last: 'Nowak', shirt: 5, position: 'DEF', foot: 'right' },
    { first: 'Leo', last: 'Harrington', shirt: 6, position: 'MID', foot: 'right' },
    { first: 'Amelia', last: 'Osei', shirt: 7, position: 'MID', foot: 'both' },
    { first: 'Archie', last: 'Dawson', shirt: 8, position: 'MID', foot: 'right' },
    { first: 'Theo', last: 'Clarke', shirt: 9, position: 'FWD', foot: 'left' },
    { first: 'Ruby', last: 'Kowalski', shirt: 10, position: 'MID', foot: 'right' },
    { first: 'Mohammed', last: 'Hussain', shirt: 11, position: 'FWD', foot: 'right' },
    { first: 'Jack', last: 'Gallagher', shirt: 12, position: 'MID', foot: 'left' },
    { first: 'Ethan', last: 'Murphy', shirt: 13, position: 'DEF', foot: 'right' },
    { first: 'Grace', last: 'Li', shirt: 14, position: 'FWD', foot: 'right' },
  ],
  U14: [
    { first: 'Harvey', last: 'Dawson', shirt: 1, position: 'GK', foot: 'right' },
    { first: 'Kai', last: 'Mensah', shirt: 2, position: 'DEF', foot: 'right' },
    { first: 'Callum', last: 'Fraser', shirt: 3, position: 'DEF', foot: 'left' },
    { first: 'Jacob', last: 'Whitfield', shirt: 4, position: 'DEF', foot: 'right' },
    { first: 'Reuben', last: 'Ahmed', shirt: 5, position: 'DEF', foot: 'right' },
    { first: 'Tyler', last: 'Brooks', shirt: 6, position: 'MID', foot: 'right' },
    { first: 'Josh', last: 'Pearson', shirt: 7, position: 'MID', foot: 'right' },
    { first: 'Samuel', last: 'Adeyemi', shirt: 8, position: 'MID', foot: 'both' },
    { first: 'Luca', last: 'Romano', shirt: 9, position: 'FWD', foot: 'right' },
    { first: 'Max', last: 'Harrington', shirt: 10, position: 'FWD', foot: 'left' },
    { first: 'Ollie', last: 'Sutton', shirt: 11, position: 'MID', foot: 'left' },
    { first: 'Ibrahim', last: 'Khan', shirt: 12, position: 'DEF', foot: 'right' },
    { first: 'Finley', last: 'Gray', shirt: 13, position: 'MID', foot: 'right' },
    { first: 'Zach', last: 'Morgan', shirt: 14, position: 'FWD', foot: 'right' },
  ],
};

export const FAMILIES: FamilySeed[] = [
  { last: 'Brennan', parents: ['Siobhan'], children: ['Alfie'] },
  { last: 'Adeyemi', parents: ['Tunde', 'Funmi'], children: ['Noah', 'Samuel'] },
  { last: 'Patel', parents: ['Raj', 'Anita'], children: ['Isla'] },
  { last: 'Whitfield', parents: ['Gareth'], children: ['Oscar', 'Jacob'] },
  { last: 'Nowak', parents: ['Katarzyna'], children: ['Freddie'] },
  { last: 'Harrington', parents: ['Claire', 'Simon'], children: ['Leo', 'Max'] },
  { last: 'Osei', parents: ['Kwame'], children: ['Amelia'] },
  { last: 'Dawson', parents: ['Paul', 'Emma'], children: ['Archie', 'Harvey'] },
  { last: 'Clarke', parents: ['Laura'], children: ['Theo'] },
  { last: 'Kowalski', parents: ['Marek'], children: ['Ruby'] },
  { last: 'Hussain', parents: ['Aisha'], children: ['Mohammed'] },
  { last: 'Gallagher', parents: ['Sean'], children: ['Jack'] },
  { last: 'Murphy', parents: ['Rachel'], children: ['Ethan'] },
  { last: 'Li', parents: ['Wei'], children: ['Grace'] },
  { last: 'Mensah', parents: ['Abena'], children: ['Kai'] },
  { last: 'Fraser', parents: ['Iain', 'Morag Fraser'], children: ['Callum'] },
  { last: 'Ahmed', parents: ['Nadia'], children: ['Reuben'] },
  { last: 'Brooks', parents: ['Kerry', 'Lee'], children: ['Tyler'] },
  { last: 'Pearson', parents: ['Joanne Hughes'], children: ['Josh'] },
  { last: 'Romano', parents: ['Marco'], children: ['Luca'] },
  { last: 'Sutton', parents: ['Dean'], children: ['Ollie'] },
  { last: 'Khan', parents: ['Tariq'], children: ['Ibrahim'] },
  { last: 'Gray', parents: ['Sarah'], children: ['Finley'] },
  { last: 'Morgan', parents: ['Rhys', 'Bethan'], children: ['Zach'] },
];

/**
 * A child a parent added to the other team during registration (server/README.md "Membership
 * states"): Siobhan Brennan, whose Alfie plays in the U10, added his older brother to the U14,
 * whose staff have not approved him yet. Not in a squad: he plays in nothing until approved.
 */
export const WAITING_CHILD = { first: 'Conor', last: 'Brennan', parent: 'Siobhan Brennan', team: 'U14' as TeamKey, position: 'MID' as Position, foot: 'right' as Foot };
