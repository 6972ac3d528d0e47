// The biometrics messages, shared by the form and the server's 400 answers. The spec asks for
// "valid weight and valid height" (product.md §5); the wording follows its other checks
// ('Please enter a valid email address'), and the loading failure is §8's own.
export const biometricMessages = {
  height: 'Please enter a valid height',
  weight: 'Please enter a valid weight',
  day: 'Please choose the day of the measurement (not in the future)',
  player: 'Please choose a player',
  notYours: 'Only the player, their parent or their coach can add measurements',
  failed: 'There has been a problem saving biometric data',
  loadFailed: 'There has been an error retrieving biometric data',
} as const;
