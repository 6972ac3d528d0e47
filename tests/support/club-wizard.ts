// A complete POST club body (the creation wizard's steps), for tests that create clubs.
import { b64png } from './png';

export const clubWizardBody = (over: Record<string, unknown> = {}) => ({
  club: {
    name: 'Cedar Vale FC', sport: 'football', clubType: 'community', dateFormat: 'DD/MM/YYYY', language: 'en', country: 'GB', currency: 'GBP',
    ageGroup: 'multi-age', groupType: 'mixed', seasonStart: '2026-08-01', seasonEnd: '2027-05-31',
  },
  contract: { costPerPlayer: 2.5, totalPlayers: 40, termMonths: 12, amount: 1200, paymentTerm: 'monthly', startDate: '2026-08-01', freeTrialDays: 30, payer: 'club' },
  subscription: { productName: 'Touchline Club', currency: 'GBP', amount: 100, interval: 'month', intervalCount: 1, billingEmail: 'billing@cedar.test' },
  team: {
    name: 'Cedar U9', teamType: 'development', groupType: 'mixed', ageGroup: 'U9', matchFormat: '7v7',
    leadCoach: { firstName: 'Carla', lastName: 'Cedar', email: 'carla.coach@cedar.test', countryCode: '44', mobile: '7700 900123' },
    assistantCoach: { firstName: 'Aled', lastName: 'Cedar', email: 'aled.assistant@cedar.test' },
  },
  personalisation: { badge: b64png(120, 120), primaryColour: '#112233', secondaryColour: '#FFFFFF', tertiaryColour: '#3ac8d5' },
  emails: { invite: 'tpl-invite' },
  permissions: { coach: { 'data.upload': true } },
  users: [{ role: 'club_admin', firstName: 'Ceri', lastName: 'Admin', email: 'ceri.admin@cedar.test' }, { role: 'parent', firstName: 'Pat', lastName: 'Parent', email: 'pat.parent@cedar.test', inTeam: true }],
  ...over,
});
