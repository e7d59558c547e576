import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { addRemoteResources, MemoryRouter, queryClient, setLanguage } from '@site/shared';
import { expectCompleteTranslations, fakePlatform, ok, spanishUstedTexts, refusal } from '@site/shared/testing';
import type { JoinInfo } from '@site/shared/contract/agents/recruitment';
import { MEMBER_NAMESPACE, resources } from '../../../i18n/resources';
import { texts } from '../texts';
import JoinScreen from './join-screen';

jest.setTimeout(60_000);

const INFO: JoinInfo = {
  kinds: [
    { kind: 'DAILY_SALARY', enabled: true, maxRate: '0.50', profitRate: null, lossRate: null, example: { base: '100000.00', rate: '0.50', amount: '500.00' } },
    { kind: 'HOURLY_SALARY', enabled: false, maxRate: '0.28', profitRate: null, lossRate: null, example: { base: '20000.00', rate: '0.28', amount: '56.00' } },
    { kind: 'REALTIME_SALARY', enabled: true, maxRate: '0.28', profitRate: '0.28', lossRate: '0.20', example: { base: '10000.00', rate: '0.20', amount: '20.00' } },
    { kind: 'DIVIDEND', enabled: true, maxRate: '50.00', profitRate: null, lossRate: null, example: { base: '50000.00', rate: '50.00', amount: '25000.00' } },
  ],
  activeMemberBet: '500.00',
  dividendPeriod: 'SEMIMONTHLY',
  salaryBudget: '1.06',
};

let api: ReturnType<typeof fakePlatform> | undefined;

beforeAll(() => addRemoteResources(MEMBER_NAMESPACE, resources));
beforeEach(() => queryClient.clear());
afterEach(async () => {
  api?.restore();
  await act(() => setLanguage('en'));
});

function renderJoin() {
  return render(
    <MemoryRouter initialEntries={['/join']}>
      <JoinScreen />
    </MemoryRouter>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/join', () => {
  it('has every text in en, es, vi and zh with the same placeholders, the Spanish addressing the player as tú', () => {
    // The page's texts load with its code, not with the member namespace's descriptor.
    expectCompleteTranslations({ en: { join: texts.en }, es: { join: texts.es }, vi: { join: texts.vi }, zh: { join: texts.zh } });
    expect(spanishUstedTexts({ es: { join: texts.es } })).toEqual([]);
  });

  it("shows the platform's figures for each kind, and says when a kind is not offered", async () => {
    api = fakePlatform({ 'GET /wps/join/info': () => ok(INFO) });
    renderJoin();
    const daily = await screen.findByTestId('join-DAILY_SALARY');
    expect(daily).toHaveTextContent('Up to 0.50 %');
    expect(daily).toHaveTextContent('a team with 100,000.00 of qualifying bet in a day, at 0.50 %, earns 500.00');
    expect(screen.getByTestId('join-HOURLY_SALARY')).toHaveTextContent('Not offered on this site at the moment.');
    expect(screen.getByTestId('join-REALTIME_SALARY')).toHaveTextContent('(0.28 %)');
    expect(screen.getByTestId('join-DIVIDEND')).toHaveTextContent('twice a month');
    expect(screen.getByRole('main')).toHaveTextContent('never pay more than 1.06 %');
    expect(screen.getAllByRole('group').length + document.querySelectorAll('details').length).toBeGreaterThanOrEqual(5);
  });

  it('refuses a 141-character remark on the page without a call, and sends a valid application', async () => {
    api = fakePlatform({ 'GET /wps/join/info': () => ok(INFO), 'POST /wps/join/apply': () => ok({ applicationNo: 42 }) });
    renderJoin();
    type('Your name', 'Nguyen Van A');
    type('Phone number, email or messaging account', '+84 912 000 111');
    type('Expected team size (players)', '25');
    type('Remark (optional)', 'x'.repeat(141));
    fireEvent.click(screen.getByRole('button', { name: 'Send my application' }));
    expect(await screen.findByText('Enter at most 140 characters.')).toBeInTheDocument();
    expect(api!.callsTo('POST /wps/join/apply')).toHaveLength(0);

    type('Remark (optional)', 'Cafe owner');
    fireEvent.click(screen.getByRole('button', { name: 'Send my application' }));
    expect(await screen.findByText(/Your application number is 42/)).toHaveAttribute('role', 'status');
    const [sent] = api!.callsTo('POST /wps/join/apply');
    expect(JSON.parse(String(sent!.data))).toEqual({ name: 'Nguyen Van A', contact: '+84 912 000 111', channel: 'PHONE', teamSize: 25, remark: 'Cafe owner' });
  });

  it("shows the platform's refusal (too many applications) above the form", async () => {
    api = fakePlatform({ 'GET /wps/join/info': () => ok(INFO), 'POST /wps/join/apply': () => refusal('TOO_MANY_ATTEMPTS', 'Too many applications from this address.', 429) });
    renderJoin();
    type('Your name', 'A');
    type('Phone number, email or messaging account', 'a@b.example');
    type('Expected team size (players)', '3');
    fireEvent.click(screen.getByRole('button', { name: 'Send my application' }));
    const form = screen.getByRole('form', { name: 'Agent application' });
    expect(await within(form).findByRole('alert')).not.toBeEmptyDOMElement();
  });

  it.each([
    ['es', 'Únete', 'Enviar mi solicitud'],
    ['vi', 'Tham gia', 'Gửi đơn đăng ký'],
    ['zh', '加入我们', '提交申请'],
  ])('is written in %s', async (lang, title, submit) => {
    api = fakePlatform({ 'GET /wps/join/info': () => ok(INFO) });
    await act(() => setLanguage(lang));
    renderJoin();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: submit })).toBeInTheDocument();
    expect(await screen.findByTestId('join-DIVIDEND')).toBeInTheDocument();
  });
});
