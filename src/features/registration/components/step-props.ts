import type { RegistrationDraft } from '../data/draft';

export interface StepProps {
  draft: RegistrationDraft;
  /** Saves the step's answers to the draft and moves on. */
  advance: (patch: Partial<RegistrationDraft>) => Promise<void>;
}
