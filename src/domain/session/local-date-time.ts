// Date and time as a form's date and time inputs hold them (the device's time zone), to the ISO
// 8601 instant the calls carry. Shared by the fixture, training and cancel forms.

/** Local date + time to ISO 8601 (UTC); '' when either is missing or not a real time. */
export function toIso(date: string, time: string): string {
  if (!date || !time) return '';
  const d = new Date(`${date}T${time}`);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}
