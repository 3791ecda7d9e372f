import { signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, sessionCookie, vendor } from '../helpers/auth.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { SESSION_COOKIE } from '../../src/server/http/session.ts';
import { SessionStore } from '../../src/server/modules/accounts/sessions.ts';
import { UnitOfWork } from '../../src/server/db/unit-of-work.ts';

export const ROLES = ['visitor', 'customer', 'vendor', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** users.type of each signed-in role (a customer's account is a 'user'). */
const ACCOUNT_TYPE = { customer: 'user', vendor: 'vendor', admin: 'admin' } as const;

/**
 * The four kinds of caller the fuzzer sends as, each signed in with a real session (the app's
 * CSRF defence is the same-origin check on writes, session.ts: the fuzzer sends as a same-origin
 * page would, and sometimes as another site, which must be refused).
 *
 * The fuzzer's own admin may deactivate, delete or reject the fuzzer's customer and vendor, and a
 * customer may sign itself out or change its password: a role whose session no longer holds is
 * signed in again, or given a fresh account when its own is gone, so each role stays what its
 * name says for the next case. Signing in again writes a session the way the app's SessionStore
 * does, without the password: a password hash costs a tenth of a second, and the fuzzer signs
 * out the customer hundreds of times a run.
 */
export class FuzzRoles {
  private readonly cookies = new Map<Role, string>();
  private readonly users = new Map<Role, string>();
  private readonly http;
  private readonly sessions: SessionStore;
  /** How often a role was signed in again, and given a new account: the run's summary prints them. */
  readonly renewed = { sessions: 0, accounts: 0 };

  constructor(private readonly t: TestApp) {
    this.http = api(t.app);
    this.sessions = new SessionStore(new UnitOfWork(t.db));
  }

  cookie(role: Role): string | undefined {
    return this.cookies.get(role);
  }

  /** The ids of the signed-in accounts (path parameters worth trying: one's own id, another's). */
  async userIds(): Promise<string[]> {
    const ids: string[] = [];
    for (const role of ['customer', 'vendor', 'admin'] as const) {
      const me = await this.http.me(this.cookies.get(role));
      if (me.statusCode === 200) ids.push((me.json() as { user: { id: string } }).user.id);
    }
    return ids;
  }

  /** Makes sure every role is signed in as itself (a vendor approved); signs in afresh where not. */
  async ensure(): Promise<void> {
    // The admin first: it approves the vendor.
    for (const role of ['admin', 'customer', 'vendor'] as const) {
      const cookie = this.cookies.get(role);
      if (cookie && (await this.http.me(cookie)).statusCode === 200 && (await this.accountHolds(role))) continue;
      const userId = this.users.get(role);
      if (userId && (await this.accountHolds(role))) {
        this.cookies.set(role, `${SESSION_COOKIE}=${(await this.sessions.create(userId)).token}`);
        this.renewed.sessions += 1;
      } else {
        this.cookies.set(role, await this.signIn(role));
        this.renewed.accounts += 1;
        this.users.set(role, ((await this.http.me(this.cookies.get(role))).json() as { user: { id: string } }).user.id);
      }
    }
  }

  /** The role's account still exists, is active, has its type, and (a vendor) is approved. */
  private async accountHolds(role: Exclude<Role, 'visitor'>): Promise<boolean> {
    const userId = this.users.get(role);
    if (!userId) return false;
    const user = await this.t.db.selectFrom('users').select(['type', 'is_active']).where('id', '=', userId).executeTakeFirst();
    if (!user || user.type !== ACCOUNT_TYPE[role] || Number(user.is_active) !== 1) return false;
    if (role !== 'vendor') return true;
    const profile = await this.t.db.selectFrom('vendor_profiles').select('status').where('user_id', '=', userId).executeTakeFirst();
    return profile?.status === 'approved';
  }

  private async signIn(role: Exclude<Role, 'visitor'>): Promise<string> {
    if (role === 'admin') return (await signInAsAdmin(this.t, 'Fuzz Owner')).cookie;
    if (role === 'customer') return sessionCookie(await this.http.register(customer()));
    const res = await this.http.register(vendor());
    const cookie = sessionCookie(res);
    const me = await this.http.me(cookie);
    const id = (me.json() as { user: { id: string } }).user.id;
    const approved = await this.http.call('POST', `/api/admin/vendors/${id}/approve`, { cookie: this.cookies.get('admin') });
    if (approved.statusCode !== 200) throw new Error(`approving the fuzz vendor failed: ${approved.statusCode} ${approved.body}`);
    return cookie;
  }
}
