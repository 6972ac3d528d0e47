// The describing words offered at registration (spec §2 step 7: pick five), served by
// GET open/characteristics before the user has a session.
export const CHARACTERISTIC_WORDS = [
  'brave', 'calm', 'confident', 'creative', 'determined', 'energetic', 'fair', 'focused', 'friendly', 'funny',
  'generous', 'hard-working', 'helpful', 'honest', 'kind', 'leader', 'loyal', 'patient', 'positive', 'quick',
  'reliable', 'resilient', 'respectful', 'skilful', 'strong', 'supportive', 'team player', 'thoughtful',
] as const;
