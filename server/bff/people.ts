import 'server-only';
// Loaders of the people pages (issue 19): a player's counts and how the viewer stands with them, my
// friends and followers, my conversations and one of them, my notifications. Personal reads, never
// cached; a refusal is null (the page shows its own state), an outage throws.
import { cache } from 'react';
import {
  conversationListSchema,
  conversationPageSchema,
  myPeopleSchema,
  notificationListSchema,
  userSocialSchema,
} from '@/lib/contracts/social';
import { throwIfProviderFailed } from './loaders';
import { provider } from './provider';

export const getUserSocial = cache(async (userId: number) => {
  const res = await provider(`/relationships/users/${userId}`, { schema: userSocialSchema });
  throwIfProviderFailed(res, `people of ${userId}`);
  return res.ok ? res.data : null;
});

export const getMyPeople = cache(async () => {
  const res = await provider('/relationships/me', { schema: myPeopleSchema });
  throwIfProviderFailed(res, 'my people');
  return res.ok ? res.data : null;
});

export const getConversations = cache(async () => {
  const res = await provider('/messages/conversations', { schema: conversationListSchema });
  throwIfProviderFailed(res, 'my conversations');
  return res.ok ? res.data : null;
});

export const getConversation = cache(async (id: number, before?: number) => {
  const res = await provider(`/messages/conversations/${id}`, { query: { before }, schema: conversationPageSchema });
  throwIfProviderFailed(res, `conversation ${id}`);
  return res.ok ? res.data : null;
});

export const getNotifications = cache(async (before?: number, unreadOnly = false) => {
  const query = { size: 20, before, unread: unreadOnly ? '1' : undefined };
  const res = await provider('/me/notification', { query, schema: notificationListSchema });
  throwIfProviderFailed(res, 'my notifications');
  return res.ok ? res.data : null;
});
