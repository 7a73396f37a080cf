import { INVITE_NOT_VALID } from '@/lib/trips/sharing-messages';

/** Every string the plan-together and read-only sharing pages show. */
export const SHARING_MESSAGES = {
  inviteNotValid: INVITE_NOT_VALID,
  invitedBy: (inviter: string, trip: string) => `${inviter} invited you to plan “${trip}”`,
  inviteClosedTitle: 'This invitation can no longer be used',
  inviteClosedHelp: 'Ask the person who invited you for a new link. Each invite link lets one person join.',
  alreadyPlanning: (trip: string) => `You already plan “${trip}”.`,
  openTrip: 'Open the trip',
  joinPrompt: 'Sign in or register to join this trip and plan it together.',
  joinButton: 'Sign in to join',
  join: 'Join this trip',
  makeInvite: 'Make an invite link',
  inviteMade: 'Send this link to the person you want to plan with. It lets one person join, for 7 days.',
  openInvitesHeading: 'Invites not used yet',
  noOpenInvites: 'No open invites.',
  inviteLabel: (n: number, expires: string) => `Invite link ${n}, good until ${expires}`,
  withdraw: 'Withdraw',
  withdrawLabel: (n: number, expires: string) => `Withdraw invite link ${n}, good until ${expires}`,
  withdrawn: 'Invite withdrawn. That link no longer works.',
  withdrawFailed: 'The invite could not be withdrawn. Please try again.',
  shareHeading: 'Share to read',
  shareIntro:
    'A read-only link shows the itinerary to anyone who has it, signed in or not. They cannot change anything.',
  makeShare: 'Make a read-only link',
  shareMade: 'Read-only link made. Anyone with it can see this trip.',
  shareFailed: 'The link could not be made. Please try again.',
  noShareLinks: 'No read-only links.',
  shareLabel: (n: number, made: string) => `Read-only link ${n}, made ${made}`,
  stopSharing: 'Stop sharing',
  stopSharingLabel: (n: number, made: string) => `Stop sharing read-only link ${n}, made ${made}`,
  stopped: 'Sharing stopped. That link now shows a page not found.',
  stopFailed: 'Sharing could not be stopped. Please try again.',
  sharedBy: 'Shared with you to read. Only the trip’s planners can change it.',
} as const;

const WHEN = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Chicago',
});

/** A moment as Alabama reads it, the same on the server and in the browser. */
export const formatWhen = (iso: string) => WHEN.format(new Date(iso));
