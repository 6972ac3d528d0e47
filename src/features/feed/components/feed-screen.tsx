// The club feed (issue 23 item 2): the club's posts and those of the member's teams, newest
// first, read from this device first (readable with no signal from what was last pulled) and
// refreshed when online; a filter by team; older posts page in from the server. Those the club
// lets post (feed.post) get the composer. Everything written is saved on the device and queued.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { FEED_PAGE_DEFAULT } from '../../../domain/feed/limits';
import { feedMessages as fm } from '../../../domain/feed/messages';
import { RoleId } from '../../../domain/roles';
import { Empty, Failure, Loading } from '../../../ui/states';
import { SelectField } from '../../../ui/select-field';
import { useClubPermissions } from '../../access/data/club-permissions';
import { useMember, useProfile } from '../../access/data/session';
import { useOnline } from '../../training/data/use-online';
import { editPost, refreshFeed, removePost, setLiked, useFeedPosts, useRecentResults, writePost, type PullOutcome } from '../data/feed';
import { feedMessage } from '../model/feed-text';
import { filterTeams, postingTeams } from '../model/feed-teams';
import { PostComposer } from './post-composer';
import { PostCard } from './post-card';
import './feed.css';

export function FeedScreen() {
  const { t, i18n } = useLingui();
  const member = useMember();
  const profile = useProfile();
  const online = useOnline();
  const clubId = member?.clubId ?? null;
  const permissions = useClubPermissions(clubId);
  const [teamId, setTeamId] = useState('');
  const [limit, setLimit] = useState(FEED_PAGE_DEFAULT);
  const [pulled, setPulled] = useState<PullOutcome | 'pending'>('pending');
  const [loadingMore, setLoadingMore] = useState(false);
  const [announce, setAnnounce] = useState('');
  const read = useFeedPosts(clubId, teamId || null, limit);
  // A new filter or page keeps the list on screen until its read answers (no flash of loading).
  const last = useRef(read);
  if (read !== undefined) last.current = read;
  const posts = read ?? last.current;
  const played = useRecentResults(clubId);

  useEffect(() => {
    if (!online || !clubId) return;
    let live = true;
    void refreshFeed(clubId).then((r) => live && setPulled(r.outcome));
    return () => {
      live = false;
    };
  }, [clubId, online]);

  if (!member) return <Loading />;
  if (!clubId) return <Failure message={t`Please choose a club first.`} />;
  if (posts === undefined) return <Loading />;
  const say = (english: string) => {
    const m = feedMessage(english);
    return typeof m === 'string' ? m : i18n._(m);
  };
  if (pulled === 'denied' && posts.length === 0) return <Failure message={t`You do not have access to this screen`} />;

  const clubAdmin = member.roleId === RoleId.clubAdmin || member.roleId === RoleId.admin;
  const author = { id: member.id, name: profile ? `${profile.user.firstName} ${profile.user.lastName}`.trim() : '' };
  const canPost = permissions.has('feed.post');
  const moderator = permissions.has('feed.moderate');
  const teams = postingTeams(profile, clubId, clubAdmin);
  const filters = filterTeams(profile, clubId, clubAdmin, posts);
  const saved = (what: string) => setAnnounce(online ? what : t`${what} Saved on this device; it will be sent when you are back online.`);

  const showOlder = async () => {
    setLoadingMore(true);
    if (online) await refreshFeed(clubId, posts.length, teamId || null);
    setLimit((n) => n + FEED_PAGE_DEFAULT);
    setLoadingMore(false);
  };

  return (
    <>
      <div className="page-head">
        <h1>{t`Club feed`}</h1>
      </div>
      <p className="visually-hidden" role="status">
        {announce}
      </p>
      <div className="cards">
        {canPost ? (
          <PostComposer
            teams={teams}
            wholeClub
            results={(played ?? []).map((f) => ({ id: f.id, label: `${f.teamName} ${f.goalsFor ?? ''}–${f.goalsAgainst ?? ''} ${f.opponent}` }))}
            onSubmit={async (value) => {
              const fixture = played?.find((f) => f.id === value.fixtureId) ?? null;
              await writePost(author, { clubId, teamId: value.teamId, teamName: teams.find((x) => x.id === value.teamId)?.name ?? null, text: value.text, picture: value.picture, fixture });
              saved(t`Post saved.`);
            }}
          />
        ) : null}
        {filters.length > 0 ? (
          <SelectField
            label={t`Show posts for`}
            value={teamId}
            onChange={(e) => setTeamId(e.target.value)}
            options={[['', t`The whole club and my teams`], ...filters.map((x): [string, string] => [x.id, x.name])]}
          />
        ) : null}
        {!online ? <p className="card__meta">{t`No signal: showing the posts last loaded on this device.`}</p> : null}
        {posts.length === 0 ? (
          pulled === 'pending' && online ? (
            <Loading />
          ) : (
            <>
              <Empty>{t`No posts yet.`}</Empty>
              {pulled === 'failed' ? <p className="state state--error">{say(fm.loadFailed)}</p> : null}
            </>
          )
        ) : (
          <>
            {pulled === 'failed' ? <p className="state state--error">{say(fm.loadFailed)}</p> : null}
            <ul className="cards feed-list" aria-label={t`Posts`}>
              {posts.map((p) => (
                <PostCard
                  key={p.id}
                  post={p}
                  author={author}
                  moderator={moderator}
                  online={online}
                  onLike={(liked) => setLiked(p, liked)}
                  onEdit={async (text) => {
                    await editPost(p, text);
                    saved(t`Post saved.`);
                  }}
                  onDelete={async () => {
                    await removePost(p);
                    saved(t`Post deleted.`);
                  }}
                  onSaved={saved}
                />
              ))}
            </ul>
            {posts.length >= limit ? (
              <button type="button" className="button button--secondary button--block" disabled={loadingMore} onClick={() => void showOlder()}>
                {t`Show older posts`}
              </button>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
