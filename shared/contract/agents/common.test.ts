import { AgentRangeQuerySchema, MAX_RANGE_DAYS, resolveAgentRange } from './common';

// Wednesday 2026-11-25, late in the UTC day.
const WEDNESDAY = new Date('2026-11-25T22:30:00Z');

describe('resolveAgentRange', () => {
  it('answers today and yesterday as single UTC days', () => {
    expect(resolveAgentRange({ period: 'today' }, WEDNESDAY, 'UTC')).toEqual({ startDate: '2026-11-25', endDate: '2026-11-25' });
    expect(resolveAgentRange({}, WEDNESDAY, 'UTC')).toEqual({ startDate: '2026-11-25', endDate: '2026-11-25' });
    expect(resolveAgentRange({ period: 'yesterday' }, WEDNESDAY, 'UTC')).toEqual({ startDate: '2026-11-24', endDate: '2026-11-24' });
    // Across a month and a year boundary.
    expect(resolveAgentRange({ period: 'yesterday' }, new Date('2027-01-01T00:00:00Z'), 'UTC')).toEqual({ startDate: '2026-12-31', endDate: '2026-12-31' });
  });

  it('starts this week on Monday, also when today is Sunday or Monday', () => {
    expect(resolveAgentRange({ period: 'thisWeek' }, WEDNESDAY, 'UTC')).toEqual({ startDate: '2026-11-23', endDate: '2026-11-25' });
    expect(resolveAgentRange({ period: 'thisWeek' }, new Date('2026-11-29T12:00:00Z'), 'UTC')).toEqual({ startDate: '2026-11-23', endDate: '2026-11-29' });
    expect(resolveAgentRange({ period: 'thisWeek' }, new Date('2026-11-30T01:00:00Z'), 'UTC')).toEqual({ startDate: '2026-11-30', endDate: '2026-11-30' });
    expect(resolveAgentRange({ period: 'thisWeek' }, new Date('2026-12-02T01:00:00Z'), 'UTC')).toEqual({ startDate: '2026-11-30', endDate: '2026-12-02' });
  });

  it('starts this month on its first day', () => {
    expect(resolveAgentRange({ period: 'thisMonth' }, WEDNESDAY, 'UTC')).toEqual({ startDate: '2026-11-01', endDate: '2026-11-25' });
    expect(resolveAgentRange({ period: 'thisMonth' }, new Date('2026-12-01T00:00:00Z'), 'UTC')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-01' });
  });

  it('counts days in the site zone: 23:43 UTC on Wednesday is Thursday 06:43 in Vietnam', () => {
    const vietnam = 'Asia/Ho_Chi_Minh';
    const thursdayMorning = new Date('2026-11-25T23:43:00Z');
    expect(resolveAgentRange({ period: 'today' }, thursdayMorning, vietnam)).toEqual({ startDate: '2026-11-26', endDate: '2026-11-26' });
    expect(resolveAgentRange({ period: 'yesterday' }, thursdayMorning, vietnam)).toEqual({ startDate: '2026-11-25', endDate: '2026-11-25' });
    // Monday 00:30 in Vietnam is still Sunday in UTC: the site's week has begun.
    expect(resolveAgentRange({ period: 'thisWeek' }, new Date('2026-11-29T17:30:00Z'), vietnam)).toEqual({ startDate: '2026-11-30', endDate: '2026-11-30' });
    expect(resolveAgentRange({ period: 'thisMonth' }, new Date('2026-11-30T17:00:00Z'), vietnam)).toEqual({ startDate: '2026-12-01', endDate: '2026-12-01' });
  });

  it('answers a custom period as given', () => {
    const query = AgentRangeQuerySchema.parse({ period: 'custom', startDate: '2026-10-01', endDate: '2026-10-31' });
    expect(resolveAgentRange(query, WEDNESDAY, 'UTC')).toEqual({ startDate: '2026-10-01', endDate: '2026-10-31' });
  });
});

describe('AgentRangeQuerySchema', () => {
  const problems = (input: unknown) => {
    const result = AgentRangeQuerySchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('defaults to today', () => {
    expect(AgentRangeQuerySchema.parse({})).toEqual({ period: 'today' });
  });

  it('accepts a custom span of exactly the longest range and refuses one day more, naming endDate', () => {
    expect(MAX_RANGE_DAYS).toBe(92);
    // 2026-01-01 .. 2026-04-02 is 92 days counted inclusively.
    expect(problems({ period: 'custom', startDate: '2026-01-01', endDate: '2026-04-02' })).toEqual([]);
    expect(problems({ period: 'custom', startDate: '2026-01-01', endDate: '2026-04-03' })).toEqual(['endDate: must span at most 92 days']);
  });

  it('needs both days of a custom period and the start not after the end', () => {
    expect(problems({ period: 'custom', endDate: '2026-01-01' })).toEqual(['startDate: is required for a custom period']);
    expect(problems({ period: 'custom', startDate: '2026-01-01' })).toEqual(['endDate: is required for a custom period']);
    expect(problems({ period: 'custom', startDate: '2026-02-01', endDate: '2026-01-01' })).toEqual(['startDate: must not be after the end date']);
  });

  it('refuses an unknown period and an impossible day, naming the field', () => {
    expect(problems({ period: 'lastYear' })[0]).toMatch(/^period: /);
    expect(problems({ period: 'custom', startDate: '2026-02-30', endDate: '2026-03-01' })[0]).toMatch(/^startDate: must be a real date/);
  });
});
