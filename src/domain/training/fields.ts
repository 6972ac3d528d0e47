// The editable fields of a training session (spec §3 Training session) besides team, date and
// times, shared by the create and copy schemas.
import * as v from 'valibot';
import { INTENSITIES, optionalPicklist, PITCH_SIZES, PITCH_SURFACES, textField, uuidField } from '../session/fields';

export const trainingFieldEntries = {
  location: textField(200),
  sport: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('Please choose a sport'), v.maxLength(40))),
  coachId: v.optional(v.nullable(uuidField('Please choose a coach'))),
  intensity: optionalPicklist(INTENSITIES, 'Please choose light, standard or hard'),
  coreSkill: textField(100),
  pitchSize: optionalPicklist(PITCH_SIZES, 'Please choose a large, medium or small pitch'),
  pitchSurface: optionalPicklist(PITCH_SURFACES, 'Please choose a pitch surface'),
  weather: textField(100),
  topic: textField(200),
  directions: textField(),
  mapLink: textField(500),
  additionalInfo: textField(),
  sessionPlan: textField(20_000),
  healthSafetyFile: textField(500),
  parentPlayerFile: textField(500),
};
