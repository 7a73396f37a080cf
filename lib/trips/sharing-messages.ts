// No imports: the invite API and the sharing pages' components both read it.

/** What an unknown, expired, withdrawn or used-up invite answers, by the API and on the page. */
export const INVITE_NOT_VALID = 'This invitation is not valid or has expired.';

/** Every string the plan-together and read-only sharing pages show. */
export const SHARING_MESSAGES = {
  inviteNotValid: INVITE_NOT_VALID,
  invitedBy: '{inviter} invited you to plan “{trip}”',
  inviteClosedTitle: 'This invitation can no longer be used',
  inviteClosedHelp: 'Ask the person who invited you for a new link. Each invite link lets one person join.',
  alreadyPlanning: 'You already plan “{trip}”.',
  openTrip: 'Open the trip',
  joinPrompt: 'Sign in or register to join this trip and plan it together.',
  joinButton: 'Sign in to join',
  join: 'Join this trip',
  makeInvite: 'Make an invite link',
  inviteMade: 'Send this link to the person you want to plan with. It lets one person join, for 7 days.',
  openInvitesHeading: 'Invites not used yet',
  noOpenInvites: 'No open invites.',
  inviteLabel: 'Invite link {n}, good until {expires}',
  withdraw: 'Withdraw',
  withdrawLabel: 'Withdraw invite link {n}, good until {expires}',
  withdrawn: 'Invite withdrawn. That link no longer works.',
  withdrawFailed: 'The invite could not be withdrawn. Please try again.',
  shareHeading: 'Share to read',
  shareIntro:
    'A read-only link shows the itinerary to anyone who has it, signed in or not. They cannot change anything.',
  makeShare: 'Make a read-only link',
  shareMade: 'Read-only link made. Anyone with it can see this trip.',
  shareFailed: 'The link could not be made. Please try again.',
  noShareLinks: 'No read-only links.',
  shareLabel: 'Read-only link {n}, made {made}',
  stopSharing: 'Stop sharing',
  stopSharingLabel: 'Stop sharing read-only link {n}, made {made}',
  stopped: 'Sharing stopped. That link now shows a page not found.',
  stopFailed: 'Sharing could not be stopped. Please try again.',
  sharedBy: 'Shared with you to read. Only the trip’s planners can change it.',
  pageTitle: 'Plan Together',
  planTogether: 'Plan {trip} together',
  planTogetherIntro:
    'Each invite link lets one person sign in and see and edit this trip with you. Only you can delete it, and you can take anyone off it again.',
  collaboratorsHeading: 'Planning with you',
  noCollaborators: 'Nobody has joined yet.',
  revoke: 'Revoke',
  revokeLabel: 'Revoke {email}',
  revoked: '{email} can no longer see or edit this trip.',
  revokeFailed: '{email} could not be removed. Please try again.',
  sharedTitle: 'Shared Trip',
  sharedDates: '{start} to {end}',
} as const;

/** How a link's moment reads (in Alabama's time zone, which the site's formatter carries). */
export const WHEN_FORMAT = { dateStyle: 'medium', timeStyle: 'short' } as const;
