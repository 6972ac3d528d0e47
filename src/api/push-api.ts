// Web Push subscription calls (server/areas/notifications/push-routes.ts). Sent directly, never
// queued: a subscription belongs to this browser at this moment, and the browser's permission
// prompt and the push service both need the connection there and then.
import { api } from './client';

export const getPushKey = () => api().get<{ publicKey: string }>('/user-notification/push/key');

export const sendPushSubscription = (subscription: PushSubscriptionJSON) =>
  api().post<{ subscribed: boolean; id: string }>('/user-notification/push', { body: subscription as Record<string, unknown> });

export const deletePushSubscription = (endpoint: string) => api().delete<{ deleted: boolean }>('/user-notification/push', { body: { endpoint } });
