// The tiles every overview starts with: results, goals and attendance, as a definition list so
// a screen reader reads each figure with its name.
import { useLingui } from '@lingui/react/macro';
import type { Attendance, Goals, Results } from '../../../domain/analytics/overview-types';
import { count, percent } from '../model/format';

export interface Tile {
  label: string;
  value: string;
}

export function Tiles({ tiles, label }: { tiles: Tile[]; label: string }) {
  return (
    <dl className="analytics__tiles" aria-label={label}>
      {tiles.map((tile) => (
        <div key={tile.label} className="analytics__tile">
          <dt>{tile.label}</dt>
          <dd>{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SummaryTiles({ results, goals, attendance }: { results: Results; goals: Goals; attendance: Attendance }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <Tiles
        label={t`Results`}
        tiles={[
          { label: t`Played`, value: count(i18n, results.played) },
          { label: t`Won`, value: count(i18n, results.won) },
          { label: t`Drawn`, value: count(i18n, results.drawn) },
          { label: t`Lost`, value: count(i18n, results.lost) },
        ]}
      />
      <Tiles
        label={t`Goals`}
        tiles={[
          { label: t`Goals for`, value: count(i18n, goals.for) },
          { label: t`Goals against`, value: count(i18n, goals.against) },
          { label: t`Clean sheets`, value: count(i18n, goals.cleanSheets) },
        ]}
      />
      <Tiles
        label={t`Attendance`}
        tiles={[
          { label: t`At games`, value: percent(i18n, attendance.games) },
          { label: t`At sessions`, value: percent(i18n, attendance.sessions) },
        ]}
      />
    </>
  );
}
