import { describe, expect, it } from 'vitest';
import { bulkActionApplies, bulkOutcome, bulkTargetStatus } from './bulk';
import { MESSAGES } from './messages';

describe('bulk subscription actions', () => {
  it('changes only rows the action applies to; bounced is never changed by status actions', () => {
    expect(bulkActionApplies('unsubscribe', 'active')).toBe(true);
    expect(bulkActionApplies('unsubscribe', 'unsubscribed')).toBe(false);
    expect(bulkActionApplies('unsubscribe', 'bounced')).toBe(false);
    expect(bulkActionApplies('reactivate', 'unsubscribed')).toBe(true);
    expect(bulkActionApplies('reactivate', 'active')).toBe(false);
    expect(bulkActionApplies('reactivate', 'bounced')).toBe(false);
    expect(bulkActionApplies('delete', 'bounced')).toBe(true);
    expect(bulkTargetStatus('unsubscribe')).toBe('unsubscribed');
    expect(bulkTargetStatus('reactivate')).toBe('active');
  });

  it('says how many succeeded', () => {
    expect(bulkOutcome('unsubscribe', 3, [])).toEqual({
      isComplete: true,
      title: '3 subscriptions unsubscribed',
      description: undefined,
    });
    expect(bulkOutcome('delete', 1, []).title).toBe('1 subscription deleted');
    expect(bulkOutcome('reactivate', 2, [], 1).description).toBe(
      '1 subscription skipped (bounced or already reactivated).',
    );
  });

  it('names the rows that failed under the spec text, never a silent half-done action', () => {
    const outcome = bulkOutcome('unsubscribe', 2, ['a@example.com'], 2);
    expect(outcome.isComplete).toBe(false);
    expect(outcome.title).toBe(MESSAGES.bulkActionFailed);
    expect(outcome.description).toBe(
      '2 of 3 unsubscribed. Not unsubscribed: a@example.com. 2 subscriptions skipped (bounced or already unsubscribed).',
    );
  });
});
