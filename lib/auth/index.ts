import NextAuth, { CredentialsSignin, type NextAuthConfig } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { z } from 'zod';
import { poolTokensForFederatedEmail } from './federation';
import { PoolError, signInWithPassword, usesRemotePool, type PoolTokens } from './pool';
import { socialProviders } from './providers';
import { authSecret } from './secret';
import { endPoolSession } from './sign-out';
import { verifiedSession } from './verified-session';

declare module 'next-auth' {
  interface User {
    pool?: PoolTokens;
  }
  interface Session {
    /** Server-side only: the public session route strips these (app/api/auth/[...nextauth]/route.ts). */
    idToken?: string;
    pool?: PoolTokens;
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    pool?: PoolTokens;
  }
}

/** A failed password sign-in, carrying the pool's error name and exact message for the screens. */
export class PoolSignInError extends CredentialsSignin {
  constructor(readonly poolError: { code: string; message: string }) {
    super(poolError.message);
    this.code = poolError.code;
  }
}

const CredentialsInput = z.object({ email: z.string().default(''), password: z.string().default('') });

/** The configuration without its secret, which is read per request (see the end of this file). */
export const authConfig: NextAuthConfig = {
  trustHost: true,
  session: { strategy: 'jwt', maxAge: 30 * 24 * 60 * 60 },
  pages: { signIn: '/login', error: '/login' },
  providers: [
    Credentials({
      id: 'credentials',
      credentials: { email: { label: 'Email' }, password: { label: 'Password', type: 'password' } },
      async authorize(raw) {
        const { email, password } = CredentialsInput.parse(raw ?? {});
        try {
          const pool = await signInWithPassword(email, password);
          return { id: pool.sub, email: pool.email, pool };
        } catch (error) {
          if (error instanceof PoolError) throw new PoolSignInError({ code: error.code, message: error.message });
          throw error;
        }
      },
    }),
    ...socialProviders(),
  ],
  callbacks: {
    async jwt({ token, user, account }) {
      if (user?.pool) return { ...token, sub: user.pool.sub, email: user.pool.email, pool: user.pool };
      if (account && account.provider !== 'credentials') {
        if (usesRemotePool() || !user?.email) {
          console.warn(
            `[auth] ${account.provider} sign-in has no user pool session; federate it through the Cognito pool.`,
          );
          return null;
        }
        const pool = await poolTokensForFederatedEmail(user.email);
        return { ...token, sub: pool.sub, email: pool.email, pool };
      }
      // Every later read of the session: the cookie's claims are not trusted, the pool's tokens are.
      if (!token.pool) return null;
      const pool = await verifiedSession(token.pool);
      return pool ? { ...token, sub: pool.sub, email: pool.email, pool } : null;
    },
    session({ session, token }) {
      if (token.pool) {
        session.user.id = token.pool.sub;
        session.user.email = token.pool.email;
        session.idToken = token.pool.idToken;
        session.pool = token.pool;
      }
      return session;
    },
  },
  events: {
    async signOut(message) {
      // The cookie's tokens may be an hour old (pages cannot save refreshed ones): refreshed and
      // verified first, so the pool accepts them; a session already ended has nothing to end.
      const pool = 'token' in message ? message.token?.pool : undefined;
      const live = pool && (await verifiedSession(pool));
      if (live) await endPoolSession(live);
    },
  },
  logger: {
    error(error) {
      // A wrong password is an answer, not a server fault.
      if (error instanceof CredentialsSignin || (error as { type?: string }).type === 'CredentialsSignin') return;
      console.error('[auth]', error);
    },
  },
};

// The secret is read when a request comes, not when this module loads: the embedded default
// creates it with the database's files, which `next build` must not do.
export const { auth, handlers, signIn, signOut } = NextAuth(() => ({ ...authConfig, secret: authSecret() }));
