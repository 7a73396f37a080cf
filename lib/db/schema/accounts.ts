import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { locations } from './places';

/** A signed-in user as the Main API knows them: the user pool's `sub` and email. */
export const visitors = pgTable('visitors', {
  userId: text('user_id').primaryKey(),
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TripPoint = { lat: number; long: number; city: string; state: string };
export type TripRouting = { begin: TripPoint; end: TripPoint };
/**
 * Per stop: `day` is the day it is planned on (1-based) and `visitMinutes` how long the traveller
 * stays; both optional, so a client that knows nothing of days still writes a valid entry.
 */
export type TripStopInfo = { locationId: string; show: boolean; locked?: boolean; day?: number; visitMinutes?: number };
/** Where a night is spent: a lodging place of the site (`slug`) or any town. */
export type TripBase = { name: string; lat: number; long: number; slug?: string };
/** One day of a trip, by position (index 0 is day 1): when it starts, and where it ends for the night. */
export type TripDay = { start?: string; base?: TripBase | null };

export const trips = pgTable(
  'trips',
  {
    tripId: serial('trip_id').primaryKey(),
    owner: text('owner')
      .notNull()
      .references(() => visitors.userId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Location slugs, in the order the user travels them. */
    locations: text('locations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    routing: jsonb('routing').$type<TripRouting>().notNull(),
    tripInfo: jsonb('trip_info')
      .$type<TripStopInfo[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The trip's days, in order (docs/TRIPS.md); older clients neither send nor need it. */
    days: jsonb('days')
      .$type<TripDay[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    startDate: date('start_date'),
    endDate: date('end_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who saved the stored version last (a visitor's user id), named when a save clashes. */
    updatedBy: text('updated_by'),
    /** Goes up by one on every save, so a save from a stale page can be refused (409). */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('trips_owner_idx').on(t.owner)],
);

export const tripCollaborators = pgTable(
  'trip_collaborators',
  {
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.tripId, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => visitors.userId, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** The invite they joined with, if any. */
    inviteToken: text('invite_token'),
    /** Set when the owner takes them off the trip: the row stays, so the old invite cannot let them back. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tripId, t.userId] })],
);

export const tripInvites = pgTable('trip_invites', {
  token: text('token').primaryKey(),
  tripId: integer('trip_id')
    .notNull()
    .references(() => trips.tripId, { onDelete: 'cascade' }),
  createdBy: text('created_by')
    .notNull()
    .references(() => visitors.userId, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Set when the owner withdraws the invite before it is used. */
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
});

/** A read-only link to a trip: works signed out until the owner revokes it. */
export const tripShareLinks = pgTable(
  'trip_share_links',
  {
    token: text('token').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.tripId, { onDelete: 'cascade' }),
    createdBy: text('created_by')
      .notNull()
      .references(() => visitors.userId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('trip_share_links_trip_idx').on(t.tripId)],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => visitors.userId, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.locationId] })],
);

/** The built-in Cognito-compatible user pool (used when no Cognito pool is configured). */
export const idpUsers = pgTable('idp_users', {
  sub: text('sub').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** UNCONFIRMED or CONFIRMED, as Cognito names them. */
  status: text('status').notNull(),
  emailVerified: integer('email_verified').notNull().default(0),
  attributes: jsonb('attributes')
    .$type<Record<string, string>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  /** SRP-6a salt and verifier (hex) for USER_SRP_AUTH; null until the password is next set or used. */
  srpSalt: text('srp_salt'),
  srpVerifier: text('srp_verifier'),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const idpCodes = pgTable(
  'idp_codes',
  {
    id: serial('id').primaryKey(),
    sub: text('sub')
      .notNull()
      .references(() => idpUsers.sub, { onDelete: 'cascade' }),
    /** 'signup' or 'reset'. */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('idp_codes_sub_idx').on(t.sub, t.purpose)],
);

export const idpRefreshTokens = pgTable('idp_refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  sub: text('sub')
    .notNull()
    .references(() => idpUsers.sub, { onDelete: 'cascade' }),
  /** The sign-in session this token refreshes (null for tokens issued before sessions existed). */
  originJti: text('origin_jti'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/**
 * One sign-in session of the built-in pool, named by the `origin_jti` its tokens carry (as
 * Cognito's do). Revoking it ends the access and ID tokens and the refresh token of that sign-in.
 */
export const idpSessions = pgTable(
  'idp_sessions',
  {
    originJti: text('origin_jti').primaryKey(),
    sub: text('sub')
      .notNull()
      .references(() => idpUsers.sub, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('idp_sessions_sub_idx').on(t.sub)],
);

/** A pending sign-in challenge (SRP's PASSWORD_VERIFIER, NEW_PASSWORD_REQUIRED): single use, short-lived. */
export const idpChallenges = pgTable('idp_challenges', {
  /** SHA-256 of the SECRET_BLOCK or Session handed to the client. */
  idHash: text('id_hash').primaryKey(),
  sub: text('sub')
    .notNull()
    .references(() => idpUsers.sub, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  state: jsonb('state')
    .$type<Record<string, string>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Signing keys of the built-in pool, kept so tokens survive a restart. */
export const idpKeys = pgTable('idp_keys', {
  kid: text('kid').primaryKey(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
