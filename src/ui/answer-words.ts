// The words for an attendance answer (coming / not coming). In English one phrase serves both
// voices, but Spanish and French say the player's own answer in the first person ("Voy",
// "Je viens") and someone else's in the third ("Viene", "Vient"). So there are two messages:
// `own` for the buttons a player or parent answers with, `their` wherever the staff (or anyone
// reading a list of names) see another person's answer.
import { useLingui } from '@lingui/react/macro';

export interface AnswerWords {
  coming: string;
  not_coming: string;
}

export function useAnswerWords(): { own: AnswerWords; their: AnswerWords } {
  const { t } = useLingui();
  return {
    own: { coming: t`Coming`, not_coming: t`Not coming` },
    their: { coming: t({ message: 'Coming', context: 'their answer' }), not_coming: t({ message: 'Not coming', context: 'their answer' }) },
  };
}
