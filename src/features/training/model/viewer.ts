// Who is looking at training: staff (coach, assistant coach, club admin, admin) run sessions;
// a player answers for themself; a parent answers for the selected child (spec §6).
import { RoleId } from '../../../domain/roles';

export type TrainingViewer = 'coach' | 'player' | 'parent';

export function viewerOf(roleId: number | null | undefined): TrainingViewer {
  if (roleId === RoleId.player) return 'player';
  if (roleId === RoleId.parent) return 'parent';
  return 'coach';
}
