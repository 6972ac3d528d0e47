// GET training/{clubId}/{trainingId}: one session with every field of spec §3, its drills and
// lifecycle. Also the answer of create (per session), copy and the lifecycle calls.
import type { SessionConfig } from '../session/config-schema';
import type { CancelReason } from '../session/fields';
import type { Drill } from './drill-schema';
import type { TrainingFiles } from './files';
import type { Intensity, TrainingStatus } from './types';

export interface GeneratedPlanItem {
  drillId: string;
  name: string;
  coreSkill: string | null;
  startsAt: string;
  endsAt: string;
}

export interface TrainingDetail {
  id: string;
  clubId: string;
  teamId: string;
  teamName: string;
  seriesId: string | null;
  startsAt: string;
  endsAt: string;
  repeatEvery: number;
  repeatUntil: string | null;
  location: string | null;
  sport: string;
  coachId: string | null;
  intensity: Intensity | null;
  coreSkill: string | null;
  pitchSize: string | null;
  pitchSurface: string | null;
  weather: string | null;
  topic: string | null;
  directions: string | null;
  mapLink: string | null;
  additionalInfo: string | null;
  sessionPlan: string | null;
  healthSafetyFile: string | null;
  parentPlayerFile: string | null;
  status: TrainingStatus;
  startedAt: string | null;
  endedAt: string | null;
  cancelledAt: string | null;
  cancelReason: CancelReason | null;
  replacedBy: string | null;
  notes: string | null;
  report: string | null;
  coachRating: number | null;
  config: SessionConfig;
  generatedPlan: GeneratedPlanItem[] | null;
  drills: Drill[];
  /** Uploaded files by slot (players and parents: the parent/player file only). */
  files: TrainingFiles;
  remindedAt: string | null;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}
