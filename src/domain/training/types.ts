// Training session shapes read by the app from GET training/{clubId}.
import type { TrainingFiles } from './files';

export type TrainingStatus = 'setup' | 'in_progress' | 'ended' | 'cancelled';
export type Intensity = 'light' | 'standard' | 'hard';

export interface TrainingSummary {
  id: string;
  clubId: string;
  teamId: string;
  teamName: string;
  /** ISO 8601 date-times. */
  startsAt: string;
  endsAt: string;
  location: string | null;
  topic: string | null;
  coreSkill: string | null;
  intensity: Intensity | null;
  status: TrainingStatus;
  active: boolean;
}

export interface TrainingListAnswer {
  sessions: TrainingSummary[];
}

/**
 * GET training/{clubId}/{trainingId}: one session with every field of spec §3 and its lifecycle
 * (the answer of create and the lifecycle calls too). The app keeps it in its own local table.
 */
export interface TrainingDetail extends TrainingSummary {
  sport: string | null;
  coachId: string | null;
  repeatEvery: number;
  repeatUntil: string | null;
  seriesId: string | null;
  pitchSize: 'large' | 'medium' | 'small' | null;
  pitchSurface: string | null;
  weather: string | null;
  directions: string | null;
  mapLink: string | null;
  additionalInfo: string | null;
  sessionPlan: string | null;
  healthSafetyFile: string | null;
  parentPlayerFile: string | null;
  /** The coach's notes (null for players and parents). */
  notes: string | null;
  report: string | null;
  coachRating: number | null;
  startedAt: string | null;
  endedAt: string | null;
  cancelledAt: string | null;
  cancelReason: 'postponed' | 'cancelled' | 'rescheduled' | null;
  replacedBy: string | null;
  /** Uploaded files by slot (players and parents: the parent/player file only). */
  files?: TrainingFiles;
  /** Session video, when one was uploaded. */
  videoUrl?: string | null;
}
