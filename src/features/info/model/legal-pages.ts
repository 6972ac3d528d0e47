// The three information pages registration asks people to accept (spec §2 Information: terms of
// use, privacy policy, community rules), as translated messages so they are in every catalogue
// and precached with the app: readable signed out and offline. Plain words for parents, players
// and club staff; each page says only what this app does.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const LEGAL_PAGES = ['terms', 'privacy', 'community-rules'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

export interface LegalSection {
  heading: MessageDescriptor;
  paragraphs: MessageDescriptor[];
}

export interface LegalPageText {
  title: MessageDescriptor;
  intro: MessageDescriptor;
  sections: LegalSection[];
}

export const legalPages: Record<LegalPage, LegalPageText> = {
  terms: {
    title: msg`Terms of use`,
    intro: msg`These terms apply to everyone who uses Touchline: club staff, parents and guardians, and players.`,
    sections: [
      {
        heading: msg`Who can join`,
        paragraphs: [
          msg`You join a club with the invite code or invite link the club sent you. Your club decides who is invited, which team you are in and what each role may do.`,
          msg`A child's details are added by their parent or guardian, or by the club. A parent or guardian is responsible for what they enter for their child.`,
        ],
      },
      {
        heading: msg`Your account`,
        paragraphs: [
          msg`Keep your password to yourself and sign out on shared devices. Tell your club administrator if you think someone else has used your account.`,
          msg`Enter only information that is true and that you are allowed to share. Photos and videos must show only people who have agreed to it, and for children their parent or guardian.`,
        ],
      },
      {
        heading: msg`Using the app`,
        paragraphs: [
          msg`Touchline works without a signal: what you enter is kept on your device and sent when there is a connection. Something the server refuses is shown to you with the reason, to correct or discard.`,
          msg`Follow the community rules. The club may disable or remove an account that breaks them.`,
        ],
      },
      {
        heading: msg`Leaving`,
        paragraphs: [msg`You can stop using Touchline at any time. Ask your club administrator to remove you, or your child, from the club; the privacy policy says what happens to the information.`],
      },
    ],
  },
  privacy: {
    title: msg`Privacy policy`,
    intro: msg`This page says what Touchline keeps about you and your children, who sees it, and how to have it removed. Your club decides what is kept about its members; Touchline keeps it for the club.`,
    sections: [
      {
        heading: msg`What is kept`,
        paragraphs: [
          msg`Your name, email address and mobile number; your club, team and role; and the choices you make, such as notifications and language.`,
          msg`For players: attendance, match events, training feedback, ratings, objectives and notes, and the photos, videos and voice notes the club or family uploads. For children: the name and date of birth their parent or guardian enters.`,
          msg`Passwords are stored only as a secure hash; no one at the club can read them.`,
        ],
      },
      {
        heading: msg`Who sees it`,
        paragraphs: [
          msg`Only members of your club, each by their role: the team's coaches see their players; parents and guardians see their own children; players see their own records. Club administrators manage members and permissions.`,
          msg`Your information is not sold and is not used for advertising. Marketing messages are off unless you turn them on.`,
        ],
      },
      {
        heading: msg`Children`,
        paragraphs: [
          msg`A child joins through a parent or guardian, and the team's staff may need to approve a child before they join the team. A parent or guardian can see and correct their child's details.`,
          msg`Only what the club needs is asked for. A child's date of birth places them in an age group; medical and emergency details are optional, given only to help the club look after the child.`,
        ],
      },
      {
        heading: msg`On your device`,
        paragraphs: [msg`So the app works without a signal, a copy of what you may see is kept in this browser's storage. Signing out on a shared device stops others from using your account; clearing the browser's site data removes the copy.`],
      },
      {
        heading: msg`Removing your information`,
        paragraphs: [
          msg`Ask your club administrator to remove you or your child from the club. Club administrators can remove members and clear the club's data.`,
          msg`To have your account deleted completely, or to ask what is kept about you, write to your club administrator, who passes the request on to the organisation that runs Touchline for the club.`,
        ],
      },
    ],
  },
  'community-rules': {
    title: msg`Community rules`,
    intro: msg`Touchline is used by children, their families and the adults who coach them. These rules keep it safe and friendly.`,
    sections: [
      {
        heading: msg`Be respectful`,
        paragraphs: [msg`Be kind in everything you write: feedback, notes, comments and messages. No bullying, insults, discrimination or pressure on players, parents, staff, referees or opponents.`],
      },
      {
        heading: msg`Keep children safe`,
        paragraphs: [
          msg`Adults contact children only about football and only through the club. Do not ask a child for personal contact details or to keep a secret.`,
          msg`If you are worried about a child, tell the club's safeguarding lead straight away. If a child is in danger, call the emergency services.`,
        ],
      },
      {
        heading: msg`Photos, videos and information`,
        paragraphs: [msg`Share photos, videos and information about others only inside the club, and only with agreement. Never share them outside the club without the permission of the person, or of a child's parent or guardian.`],
      },
      {
        heading: msg`When rules are broken`,
        paragraphs: [msg`Tell your coach or club administrator. The club may remove content and disable or remove accounts that break these rules.`],
      },
    ],
  },
};
