// The information pages besides the legal ones (spec §2 Information: help and support with a
// coach variant and a parent and player variant, documentation, product releases), kept the way
// legal-pages.ts keeps its text: translated messages, so every language's text is in its
// catalogue (src/locales/<language>/messages.po, the content file per language) and precached
// with the app, readable signed out and with no signal. Links go into the app's own screens.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const INFO_PAGES = ['help-coach', 'help-family', 'documentation', 'releases'] as const;
export type InfoPage = (typeof INFO_PAGES)[number];

/** Screens a page may link to (signed-out readers are sent to sign in first by the app). */
export type InfoLinkTarget = '/secure/fixtures' | '/secure/training' | '/secure/sync' | '/secure/practice' | '/secure/more' | '/contact' | '/documentation';

export interface InfoSection {
  heading: MessageDescriptor;
  paragraphs: MessageDescriptor[];
  links?: { to: InfoLinkTarget; label: MessageDescriptor }[];
}

export interface InfoPageText {
  title: MessageDescriptor;
  intro: MessageDescriptor;
  sections: InfoSection[];
}

const stillStuck: InfoSection = {
  heading: msg`Still stuck?`,
  paragraphs: [msg`Write to us with the contact form: choose the kind of question and we will answer by email.`],
  links: [{ to: '/contact', label: msg`Contact us` }],
};

/** The version the releases page starts with; an entry per release goes on top. */
export const CURRENT_RELEASE = '0.1';

export const infoPages: Record<InfoPage, InfoPageText> = {
  'help-coach': {
    title: msg`Help for coaches`,
    intro: msg`Answers to the questions coaches ask most, with a link to the right screen.`,
    sections: [
      {
        heading: msg`Adding a fixture or a training session`,
        paragraphs: [msg`Open Fixtures or Training and choose Add. Fill in the date, the time and the opponent or the topic: it is saved on this phone at once, with or without a signal.`],
        links: [
          { to: '/secure/fixtures', label: msg`Fixtures` },
          { to: '/secure/training', label: msg`Training` },
        ],
      },
      {
        heading: msg`Recording a live game`,
        paragraphs: [msg`Start the game from the fixture, then tap each goal, card and substitution as it happens. With no signal the events are kept on the phone and sent in order when the signal comes back.`],
      },
      {
        heading: msg`Who is coming`,
        paragraphs: [msg`Each fixture and session shows who has answered and who has not. Players and parents answer in the app; you mark who turned up on the day.`],
      },
      {
        heading: msg`Something was not sent`,
        paragraphs: [msg`The Saving and sync screen lists every change still waiting and any the server refused, with the reason, so you can correct it or discard it.`],
        links: [{ to: '/secure/sync', label: msg`Saving and sync` }],
      },
      stillStuck,
    ],
  },
  'help-family': {
    title: msg`Help for parents and players`,
    intro: msg`Answers for parents, guardians and players, with a link to the right screen.`,
    sections: [
      {
        heading: msg`Saying whether you are coming`,
        paragraphs: [msg`Open the fixture or the training session and answer Coming or Not coming. A parent answers for the child chosen in the app.`],
        links: [
          { to: '/secure/fixtures', label: msg`Fixtures` },
          { to: '/secure/training', label: msg`Training` },
        ],
      },
      {
        heading: msg`Practising at home`,
        paragraphs: [msg`Log the minutes you practise each core skill in the practice diary to keep your weekly streak going.`],
        links: [{ to: '/secure/practice', label: msg`Practice` }],
      },
      {
        heading: msg`Following a game`,
        paragraphs: [msg`Open a fixture while it is being played to see the score and the events as the coach records them.`],
      },
      {
        heading: msg`Changing language, club or child`,
        paragraphs: [msg`Choose your language, or switch between clubs, roles and children, on the More screen.`],
        links: [{ to: '/secure/more', label: msg`More` }],
      },
      stillStuck,
    ],
  },
  documentation: {
    title: msg`Documentation`,
    intro: msg`A short guide to how Touchline works and what each role can do.`,
    sections: [
      {
        heading: msg`Working without a signal`,
        paragraphs: [msg`Everything you enter is saved on your phone first and shown at once. When there is a signal, Touchline sends your changes to the club in the order you made them, each one exactly once. You can close the app or lock the phone: nothing is lost.`],
      },
      {
        heading: msg`The Saving and sync screen`,
        paragraphs: [msg`It shows how many changes are waiting, whether the app is waiting for a signal or for the server, and any change the server refused, with its reason. Send it again after fixing the cause, or discard it.`],
        links: [{ to: '/secure/sync', label: msg`Saving and sync` }],
      },
      {
        heading: msg`Roles and permissions`,
        paragraphs: [msg`Club administrators manage the club, its teams, members and permissions. Coaches and assistant coaches run their teams' fixtures and training. Parents and guardians answer for their children; players see their own records. A club can change what each role may do.`],
      },
      {
        heading: msg`For coaches`,
        paragraphs: [msg`Plan fixtures and training sessions, pick the squad, record the game live and write the report. Your team's players and their parents see what concerns them.`],
      },
      {
        heading: msg`For parents and guardians`,
        paragraphs: [msg`Answer for your children, follow their games and keep their details up to date. Switch between your children on the More screen.`],
      },
      {
        heading: msg`For players`,
        paragraphs: [msg`See your fixtures and sessions, say whether you are coming, follow your games and keep your practice diary.`],
      },
      {
        heading: msg`Installing on Android`,
        paragraphs: [msg`Open Touchline in Chrome, open the menu and choose Install app (or Add to Home screen). It then opens like any other app, with or without a signal.`],
      },
      {
        heading: msg`Installing on iPhone and iPad`,
        paragraphs: [msg`Open Touchline in Safari, tap the Share button and choose Add to Home Screen. From then on, open it from its icon on the Home Screen.`],
      },
    ],
  },
  releases: {
    title: msg`What's new`,
    intro: msg`What changed in each version of Touchline, newest first.`,
    sections: [
      {
        heading: msg`Version ${CURRENT_RELEASE}`,
        paragraphs: [
          msg`Clubs, teams, members and invitations, with sign-in and registration in English, US English, Spanish and French.`,
          msg`Fixtures with live games: goals, cards and substitutions recorded with no signal and followed by parents as they happen.`,
          msg`Training sessions with drills, attendance and feedback, and an at-home practice diary with weekly streaks.`,
          msg`Help for coaches and for parents and players, this guide, and a contact form that keeps your message with no signal and sends it once the signal is back.`,
        ],
      },
    ],
  },
};
