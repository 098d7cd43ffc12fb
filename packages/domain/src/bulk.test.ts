import { describe, expect, it } from 'vitest';
import {
  bulkActionApplies,
  bulkOutcome,
  bulkProgress,
  bulkTargetStatus,
  confirmBulkStatusChange,
} from './bulk';
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
    const outcome = bulkOutcome('unsubscribe', 2, [{ name: 'a@example.com', reason: 'No answer.' }], 2);
    expect(outcome.isComplete).toBe(false);
    expect(outcome.title).toBe(MESSAGES.bulkActionFailed);
    expect(outcome.description).toBe(
      '2 of 3 unsubscribed. Not unsubscribed: a@example.com (No answer). 2 subscriptions skipped (bounced or already unsubscribed).',
    );
  });

  it('groups failures by reason and names only the first few of each', () => {
    const failures = [
      ...['a', 'b', 'c', 'd', 'e'].map((name) => ({ name, reason: 'No answer' })),
      { name: 'f', reason: 'Someone deleted it.' },
    ];
    expect(bulkOutcome('delete', 1200, failures).description).toBe(
      '1,200 of 1,206 deleted. Not deleted: a, b, c and 2 more (No answer); f (Someone deleted it).',
    );
  });

  it('words the progress and the question before acting on every matching subscription', () => {
    expect(bulkProgress('unsubscribe', 1204)).toBe('Unsubscribing 1,204 subscriptions…');
    expect(confirmBulkStatusChange('reactivate', 60)).toEqual({
      title: 'Reactivate 60 subscriptions',
      question:
        'Reactivate all 60 subscriptions matching the search and status, including those on other pages? Bounced subscriptions and those already reactivated are left as they are.',
      confirmLabel: 'Reactivate',
    });
  });
});
