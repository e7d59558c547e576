import { MessagesUsageError, planMessageCommand, runMessageCommand } from './messages-commands';

const env = { OPS_OPERATOR: 'carol', OPERATOR_TOKEN: 'ops-token-for-tests-0123456789abcdef' };

describe('message command', () => {
  test('reads the recipient (an account or --all), reference, title, content and the operator', () => {
    expect(planMessageCommand(['player1', 'm-1', 'Hello', 'Welcome', 'aboard'], env)).toEqual({
      body: { account: 'player1', reference: 'm-1', title: 'Hello', content: 'Welcome aboard' },
      operator: 'carol',
    });
    expect(planMessageCommand(['--all', 'm-2', 'Maintenance', 'Tonight', '--as', 'dave'], env)).toEqual({
      body: { all: true, reference: 'm-2', title: 'Maintenance', content: 'Tonight' },
      operator: 'dave',
    });
  });

  test('reads the class, when given, wherever it stands', () => {
    expect(planMessageCommand(['player1', 'm-4', 'Offer', '--promotional', 'Reload', '50%'], env).body).toEqual({
      account: 'player1', reference: 'm-4', title: 'Offer', content: 'Reload 50%', class: 'PROMOTIONAL',
    });
    expect(planMessageCommand(['--transactional', '--all', 'm-5', 'Maintenance', 'Tonight'], env).body).toMatchObject({ all: true, class: 'TRANSACTIONAL' });
    expect(() => planMessageCommand(['--all', 'm-6', 'Hi', 'there', '--promotional', '--transactional'], env)).toThrow(MessagesUsageError);
  });

  test('refuses a command without content or with --as and no name', () => {
    expect(() => planMessageCommand(['player1', 'm-1', 'Hello'], env)).toThrow(MessagesUsageError);
    expect(() => planMessageCommand(['player1', 'm-1', 'Hello', 'Hi', '--as'], env)).toThrow(MessagesUsageError);
  });

  test('sends the operator token and X-Operator, and reports a replay', async () => {
    const fetch = jest.fn().mockResolvedValue(new Response(JSON.stringify({ success: true, value: { reference: 'm-3', recipients: 120, replayed: true } }), { status: 200 }));
    const out: string[] = [];
    await runMessageCommand(['--all', 'm-3', 'Hi', 'there'], { env, out: (line) => out.push(line), fetch });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:8080/ops/messages');
    expect(init.headers).toMatchObject({ authorization: `Bearer ${env.OPERATOR_TOKEN}`, 'x-operator': 'carol' });
    expect(JSON.parse(String(init.body))).toEqual({ all: true, reference: 'm-3', title: 'Hi', content: 'there' });
    expect(out).toEqual(['reference m-3 was sent before (to 120); nothing sent now']);
  });
});
