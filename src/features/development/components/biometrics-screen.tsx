// Biometrics (issue 21 item 9): a player's height and weight, read from this device first and
// refreshed from the server when online. Shows the latest measurement with growth per year beside
// it (and "growing fast" at 7 cm a year or more, so coaches read grades in that light), a prompt
// when the latest is 3 months old, the history as a chart and a table, and the add form for the
// player, a parent or a coach. Units as the user prefers (kept on this device); stored in metric.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { growingFast, growthPerYear, measurementDue } from '../../../domain/biometrics/growth';
import { biometricMessages as bm } from '../../../domain/biometrics/messages';
import { feetInchesFromCm, stonePoundsFromKg } from '../../../domain/biometrics/units';
import { localDay } from '../../../domain/practice/practice-days';
import { RoleId } from '../../../domain/roles';
import { TimeChart, type TimeSeries } from '../../../ui/charts/time-chart';
import { Empty, Loading } from '../../../ui/states';
import { useMember } from '../../access/data/session';
import { useOnline } from '../../training/data/use-online';
import { addBiometric, pullBiometrics, useBiometrics } from '../data/biometrics';
import { emptyBiometric, heightIn, readUnitPrefs, saveUnitPrefs, weightIn, type UnitPrefs } from '../model/biometric-form';
import { biometricMessage } from '../model/biometric-text';
import { BiometricForm } from './biometric-form';
import './development.css';

const WRITERS: number[] = [RoleId.admin, RoleId.player, RoleId.parent, RoleId.coach, RoleId.assistantCoach];
const deviceToday = () => localDay(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
// Noon UTC of a stored local day, shown in UTC: the day as measured, whatever this device's zone.
function noonOf(day: string): Date {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d, 12));
}
const secondsOf = (day: string) => noonOf(day).getTime() / 1000;

export function BiometricsScreen({ playerId }: { playerId: string }) {
  const { t, i18n } = useLingui();
  const member = useMember();
  const online = useOnline();
  const entries = useBiometrics(playerId);
  const [adding, setAdding] = useState(false);
  const [pullFailed, setPullFailed] = useState(false);
  const [announce, setAnnounce] = useState('');
  const [units, setUnits] = useState<UnitPrefs>(readUnitPrefs);
  const today = deviceToday();

  useEffect(() => {
    if (!online) return;
    pullBiometrics(playerId).then(
      () => setPullFailed(false),
      () => setPullFailed(true),
    );
  }, [playerId, online]);

  const oldestFirst = useMemo(() => [...(entries ?? [])].reverse(), [entries]);
  const growth = useMemo(() => growthPerYear(entries ?? []), [entries]);
  const x = useMemo(() => oldestFirst.map((e) => secondsOf(e.measuredOn)), [oldestFirst]);
  const heightSeries = useMemo<TimeSeries[]>(() => [{ label: t`Height`, colour: '#0b6e99', values: oldestFirst.map((e) => heightIn(e.heightCm, units.height)) }], [oldestFirst, units.height, t]);
  const weightSeries = useMemo<TimeSeries[]>(() => [{ label: t`Weight`, colour: '#b5470b', values: oldestFirst.map((e) => weightIn(e.weightKg, units.weight)) }], [oldestFirst, units.weight, t]);
  const xFormat = useMemo(() => (s: number) => i18n.date(new Date(s * 1000), { month: 'short', year: '2-digit', timeZone: 'UTC' }), [i18n]);

  if (!member || entries === undefined) return <Loading />;

  const heightText = (cm: number) => {
    if (units.height === 'cm') return t`${cm} cm`;
    const { feet, inches } = feetInchesFromCm(cm);
    return t`${feet} ft ${inches} in`;
  };
  const weightText = (kg: number) => {
    if (units.weight === 'kg') return t`${kg} kg`;
    const { stone, pounds } = stonePoundsFromKg(kg);
    return t`${stone} st ${pounds} lb`;
  };
  const dayText = (day: string) => i18n.date(noonOf(day), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const changeUnits = (next: UnitPrefs) => {
    setUnits(next);
    saveUnitPrefs(next);
  };
  const save = async (body: Parameters<typeof addBiometric>[1]) => {
    await addBiometric(member.id, body);
    setAdding(false);
    setAnnounce(online ? t`Measurement saved` : t`Measurement saved on this device; it will be sent when you are back online`);
  };
  const latest = entries[0];
  const due = measurementDue(entries, today);
  const growthText = growth === null ? null : units.height === 'cm' ? t`${growth} cm a year` : t`${Math.round((growth / 2.54) * 10) / 10} in a year`;
  const loadFailed = biometricMessage(bm.loadFailed);

  return (
    <>
      <div className="page-head">
        <h1>{t`Height and weight`}</h1>
      </div>
      <p className="visually-hidden" role="status">
        {announce}
      </p>
      <div className="cards">
        {due && latest ? (
          <section className="card biometric-due" aria-label={t`Time to measure again`}>
            <p>{t`The last measurement was on ${dayText(latest.measuredOn)}, 3 months ago or more: time to measure height and weight again.`}</p>
          </section>
        ) : null}
        {latest ? (
          <section className="card" aria-labelledby="biometric-latest">
            <h2 id="biometric-latest">{t`Latest measurement`}</h2>
            <p>
              <strong>{heightText(latest.heightCm)}</strong> · <strong>{weightText(latest.weightKg)}</strong> · {dayText(latest.measuredOn)}
            </p>
            {growthText ? <p>{t`Growth: ${growthText}`}</p> : null}
            {growingFast(growth) ? <p className="biometric-fast">{t`Growing fast (7 cm a year or more): read skill grades and fitness in that light.`}</p> : null}
          </section>
        ) : null}
        {adding ? (
          <BiometricForm playerId={playerId} initial={emptyBiometric(today)} today={today} units={units} onUnits={changeUnits} onSubmit={save} onCancel={() => setAdding(false)} />
        ) : WRITERS.includes(member.roleId) ? (
          <button type="button" className="button button--primary button--block" onClick={() => setAdding(true)}>
            {t`Add a measurement`}
          </button>
        ) : null}
        {entries.length === 0 ? (
          <>
            <Empty>{t`No measurements yet. Add the first one!`}</Empty>
            {pullFailed ? <p className="state state--error">{typeof loadFailed === 'string' ? loadFailed : i18n._(loadFailed)}</p> : null}
          </>
        ) : (
          <section className="card" aria-labelledby="biometric-history">
            <h2 id="biometric-history">{t`History`}</h2>
            {entries.length > 1 ? (
              <>
                <TimeChart x={x} series={heightSeries} xFormat={xFormat} />
                <TimeChart x={x} series={weightSeries} xFormat={xFormat} />
              </>
            ) : null}
            <div className="table-scroll">
              <table className="stats-table">
                <caption className="visually-hidden">{t`Height and weight measurements`}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t`Day`}</th>
                    <th scope="col">{t`Height`}</th>
                    <th scope="col">{t`Weight`}</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((e) => (
                    <tr key={e.id}>
                      <td>{dayText(e.measuredOn)}</td>
                      <td>{heightText(e.heightCm)}</td>
                      <td>{weightText(e.weightKg)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        )}
      </div>
    </>
  );
}
