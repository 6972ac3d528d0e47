// The calendar subscription link (issue 23 item 3). Sent directly, never queued: the link is a
// secret shown once, so it needs the server there and then (a queued "make a link" would land
// later with nobody to show it to).
import { api } from './client';

export interface FeedState {
  active: boolean;
  createdAt: string | null;
}

export const getFeedState = () => api().get<FeedState>('/calendar/feed');

/** A new link; the old one stops working. */
export const makeFeedLink = () => api().post<{ url: string; createdAt: string }>('/calendar/feed');
