import { describe, expect, it } from 'vitest';
import * as analytics from './analytics';
import * as audit from './audit';
import * as blog from './blog';
import * as calls from './calls';
import * as children from './children';
import * as enterprise from './enterprise';
import * as features from './features';
import * as domain from './index';
import * as messages from './messages';
import * as numbers from './numbers';
import * as pagination from './pagination';
import * as plans from './plans';
import * as pricing from './pricing';
import * as progress from './progress';
import * as session from './session';
import * as settings from './settings';
import * as social from './social';
import * as statuses from './statuses';
import * as support from './support';
import * as text from './text';

const modules = {
  analytics,
  audit,
  blog,
  calls,
  children,
  enterprise,
  features,
  messages,
  numbers,
  pagination,
  plans,
  pricing,
  progress,
  session,
  settings,
  social,
  statuses,
  support,
  text,
};

describe('package entry', () => {
  it('re-exports every value of every rule module', () => {
    for (const [name, module] of Object.entries(modules)) {
      for (const key of Object.keys(module)) {
        expect(domain, `${name}.${key}`).toHaveProperty(key, module[key as keyof typeof module]);
      }
    }
  });
});
