import { describe, expect, it, vi } from 'vitest';
import {
  checkedStoryAnswer,
  offContract,
  offContractFields,
  storyAnswerProblem,
  takeStoryContractProblems,
} from './storyContract';

const page = {
  currentPage: 1,
  totalPages: 0,
  totalCount: 0,
  limit: 10,
  hasNextPage: false,
  hasPrevPage: false,
  startIndex: 0,
  endIndex: 0,
};

describe("the check of a story fake's answer against the contract", () => {
  it('passes an answer the contract allows, with or without a body', () => {
    expect(
      storyAnswerProblem('GET', '/api/admin/users', 200, { users: [], pagination: page }),
    ).toBeUndefined();
    expect(
      storyAnswerProblem('POST', '/api/admin/users/42/activate', 404, {
        error: 'not_found',
        message: 'No user 42',
      }),
    ).toBeUndefined();
  });

  it('names the operation, the status and what fails when the body is off its schema', () => {
    const problem = storyAnswerProblem('GET', '/api/admin/users', 200, { users: 'none' });
    expect(problem).toContain('listUsers 200 answer does not match the contract');
    expect(problem).toContain('/users must be array');
    expect(problem).toContain("must have required property 'pagination'");
  });

  it('refuses a status the operation does not declare', () => {
    expect(storyAnswerProblem('GET', '/api/admin/users', 418, { error: 'teapot', message: 'No' })).toMatch(
      /listUsers answered 418, which the contract does not declare \(declared: 200, .*\)/,
    );
  });

  it('refuses a request the contract has no operation for', () => {
    expect(storyAnswerProblem('GET', '/api/admin/nothing-here', 200, {})).toBe(
      'The contract has no operation for GET /api/admin/nothing-here',
    );
  });

  it("throws and logs a fake's wrong answer, and keeps it for the story test's end", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const request = new Request('http://localhost/api/admin/users?page=1');
      await expect(checkedStoryAnswer(request, Response.json({ users: [] }))).rejects.toThrow(
        /^Story fake for GET \/api\/admin\/users: listUsers 200 answer does not match the contract: \/ must have required property 'pagination'/,
      );
      expect(log).toHaveBeenCalledOnce();
      expect(takeStoryContractProblems()).toHaveLength(1);
      expect(takeStoryContractProblems()).toEqual([]);
      const answer = await checkedStoryAnswer(request, Response.json({ users: [], pagination: page }));
      expect(answer.status).toBe(200);
      await expect(answer.json()).resolves.toEqual({ users: [], pagination: page });
    } finally {
      log.mockRestore();
    }
  });

  it('lets through what a story marks as off the contract on purpose, and only that', async () => {
    const request = new Request('http://localhost/api/admin/users');
    await expect(
      checkedStoryAnswer(request, offContract(Response.json({ users: [] }))),
    ).resolves.toBeInstanceOf(Response);
    const rows = [{ status: 'new' }, { status: 'archived' }];
    const places = offContractFields('users', rows, 'status', (status) => status === 'archived');
    expect(places).toEqual(['/users/1/status']);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await expect(
        checkedStoryAnswer(
          request,
          offContract(Response.json({ users: 'none', pagination: page }), ['/users']),
        ),
      ).resolves.toBeInstanceOf(Response);
      await expect(
        checkedStoryAnswer(request, offContract(Response.json({ users: 'none' }), ['/users'])),
      ).rejects.toThrow("must have required property 'pagination'");
    } finally {
      log.mockRestore();
    }
    expect(takeStoryContractProblems()).toHaveLength(1);
  });
});
