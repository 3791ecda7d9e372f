// accounts: sign-up, login and sessions, password resets, account changes, the admin's user
// management, and the first admin. The front door of the module (docs/decisions/0042).
export { AccountReads, type AccountContact } from './account-reads.ts';
export { upsertAdmin, ensureConfiguredAdmin } from './admin-bootstrap.ts';
export { AdminUsersService } from './admin-users.service.ts';
export { AuthService, type ChangeOrigin } from './auth.service.ts';
export { CurrentPasswordCheck } from './current-password.ts';
export { AUTH_FAILURE_LIMIT } from './failure-limiter.ts';
export { PasswordResetService } from './password-reset.service.ts';
export { SessionStore } from './sessions.ts';
export { SignInCodes, SIGN_IN_CODE_RULES, codeRefused, type CodeCheck, type CodeDigest, type CodePurpose, type CodeRefusal } from './sign-in-codes.ts';
export { adminUsersRoutes } from './admin-users.routes.ts';
export { authRoutes } from './auth.routes.ts';
export { passwordResetRoutes } from './password-reset.routes.ts';
export { MobileSignIn } from './mobile-sign-in.service.ts';
export { mobileSignInRoutes } from './mobile-sign-in.routes.ts';
export { MarketingConsent } from './marketing-consent.ts';
export { AccountDataExport, type AccountDataSources } from './account-data.workflow.ts';
export { DeleteAccount, DELETED_ACCOUNT_NAME, type AccountErasure } from './delete-account.workflow.ts';
export { privacyRoutes } from './privacy.routes.ts';
export { FarmerAccounts } from './farmer-accounts.ts';
export { GroupRequests } from './group-requests.service.ts';
export { businessRequestRoutes, adminGroupRequestRoutes } from './group-requests.routes.ts';
export { NetworkBuyerAccounts } from './network-buyer-accounts.ts';
