// What the club wizard tests share: a signed-in super admin, the wizard's step helpers and a
// tiny PNG header (the device reads only a badge's size from it).
import { fireEvent, screen } from '@testing-library/react';
import { setProfile } from '../../../src/api/profile-store';
import { ADMIN } from './member-world';

export const superAdmin = () =>
  setProfile({
    user: { id: ADMIN, email: 'a@x.co', firstName: 'Priya', lastName: 'Shah', isSuperAdmin: true, termsAccepted: true, mustChangePassword: false },
    memberships: [],
    children: [],
    teamId: null,
  });

export const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 4000 });
export const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
export const next = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

/** The first 33 bytes of a PNG of w × h pixels. */
export function png(w: number, h: number) {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, w);
  new DataView(b.buffer).setUint32(20, h);
  return b;
}
