import type { AreaHandlers } from '../http/operation-types.ts';
import { adminsHandlers } from './admins.ts';
import { analyticsHandlers } from './analytics.ts';
import { auditHandlers } from './audit.ts';
import { authHandlers } from './auth.ts';
import { blogHandlers } from './blog.ts';
import { callsHandlers } from './calls.ts';
import { childrenHandlers } from './children.ts';
import { enterprisesHandlers } from './enterprises.ts';
import { healthHandlers } from './health.ts';
import { messagesHandlers } from './messages.ts';
import { newsletterHandlers } from './newsletter.ts';
import { paymentsHandlers } from './payments.ts';
import { referralsHandlers } from './referrals.ts';
import { rolesHandlers } from './roles.ts';
import { settingsHandlers } from './settings.ts';
import { socialHandlers } from './social.ts';
import { stripePlansHandlers } from './stripe-plans.ts';
import { subscriptionPlansHandlers } from './subscription-plans.ts';
import { supportHandlers } from './support.ts';
import { uploadHandlers } from './upload.ts';
import { usersHandlers } from './users.ts';
import { webhookHandlers } from './webhooks.ts';

/**
 * Every implemented operation, by operationId. To add an area: write src/routes/<area>.ts
 * exporting `<area>Handlers = { ... } satisfies AreaHandlers` and spread it in here
 * (see apps/server/README.md, "How to add an area").
 */
export const allHandlers: AreaHandlers = {
  ...authHandlers,
  ...webhookHandlers,
  ...usersHandlers,
  ...childrenHandlers,
  ...uploadHandlers,
  ...paymentsHandlers,
  ...settingsHandlers,
  ...stripePlansHandlers,
  ...subscriptionPlansHandlers,
  ...blogHandlers,
  ...messagesHandlers,
  ...supportHandlers,
  ...socialHandlers,
  ...callsHandlers,
  ...newsletterHandlers,
  ...referralsHandlers,
  ...enterprisesHandlers,
  ...analyticsHandlers,
  ...rolesHandlers,
  ...adminsHandlers,
  ...auditHandlers,
  ...healthHandlers,
};
