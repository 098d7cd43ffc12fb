/**
 * The analytics API for the Analytics stories: a contract-typed handler (openapi-msw) answering
 * each range from the fixtures, with or without the optional trends, never (loading), or with a
 * 500, and recording the ranges asked for.
 */
import type { RequestHandler } from 'msw';
import { delay } from 'msw';
import { LIST_FAILURE, type ListMode } from '../../testing/fakeRows';
import { http } from '../../testing/storyApi';
import { ACTIVITY, analyticsFor } from './fixtures';

export interface AnalyticsApiOptions {
  mode?: ListMode;
  /** A backend that sends no `trends`: the cards fall back to the spec's fixed texts. */
  withoutTrends?: boolean;
  /** Nothing happened in the period. */
  empty?: boolean;
}

export interface AnalyticsApi {
  handlers: RequestHandler[];
  /** The `range` of every request, null when absent. */
  ranges: Array<string | null>;
}

export function createAnalyticsApi(options: AnalyticsApiOptions = {}): AnalyticsApi {
  const ranges: Array<string | null> = [];
  const handlers: RequestHandler[] = [
    http.get('/admin/analytics', async ({ query, response }) => {
      const range = query.get('range');
      ranges.push(range);
      if (options.mode === 'loading') await delay('infinite');
      if (options.mode === 'error' || (options.mode === 'errorAfterFirst' && ranges.length > 1)) {
        return response(500).json(LIST_FAILURE);
      }
      const known = range === '7d' || range === '90d' || range === '1y' ? range : '30d';
      const { trends, ...figures } = analyticsFor(known);
      const answer = {
        ...figures,
        ...(options.withoutTrends ? {} : { trends }),
        userActivity: [...ACTIVITY],
      };
      if (options.empty) {
        return response(200).json({
          ...answer,
          userGrowth: [],
          revenueData: [],
          topPages: [],
          userActivity: [],
        });
      }
      return response(200).json(answer);
    }),
  ];
  return { handlers, ranges };
}
