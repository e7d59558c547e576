import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addRemoteResources, setLanguage } from '@site/shared';
import type { ProofFileUpload } from '@site/shared/contract/member';
import { MEMBER_NAMESPACE, resources } from '../i18n/resources';
import { ProofUploadForm } from './proof-upload-form';

const picture = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });
const png = (name = 'a.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

beforeAll(() => addRemoteResources(MEMBER_NAMESPACE, resources));
afterEach(async () => {
  await act(() => setLanguage('en'));
});

function renderForm(onSend: (files: ProofFileUpload[]) => Promise<void> = jest.fn(() => Promise.resolve())) {
  render(
    <ProofUploadForm label="Proof of payment for part S1" submitLabel="I have paid" onSend={onSend}>
      <label htmlFor="remark">Remark</label>
      <input id="remark" />
    </ProofUploadForm>,
  );
  return { onSend, input: screen.getByLabelText('Proof pictures'), button: screen.getByRole('button', { name: 'I have paid' }) };
}

describe('ProofUploadForm', () => {
  it('is a labelled form: the picture field with its hint from the contract limits, the extra fields, then the button', () => {
    const { input } = renderForm();
    const form = screen.getByRole('form', { name: 'Proof of payment for part S1' });
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    expect(input).toHaveAccessibleDescription('png or jpg, at most 5 MB each, up to 3 pictures.');
    const controls = Array.from(form.querySelectorAll('input, button')).map((element) => element.id || element.textContent);
    expect(controls).toEqual([input.id, 'remark', 'I have paid']);
  });

  it.each([
    ['no picture', [], 'Please choose at least one picture.'],
    ['four pictures', [png('1.png'), png('2.png'), png('3.png'), png('4.png')], 'Please choose at most 3 pictures.'],
    ['a gif', [picture('a.gif', 'image/gif', 10)], 'Pictures must be png or jpg.'],
    ['a picture over 5 MB', [picture('big.png', 'image/png', 5 * 1024 * 1024 + 1)], 'Each picture may be at most 5 MB.'],
  ])('names the problem with %s under the picture field and sends nothing', async (_, files, message) => {
    const user = userEvent.setup({ applyAccept: false });
    const { onSend, input, button } = renderForm();
    if (files.length > 0) await user.upload(input, files);
    await user.click(button);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends the pictures as the platform takes them, busy meanwhile, and clears an earlier problem', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onSend = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { input, button } = renderForm(onSend);
    await user.click(button);
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose at least one picture.');
    await user.upload(input, [png()]);
    await user.click(button);
    expect(onSend).toHaveBeenCalledWith([{ contentType: 'image/png', data: 'iVBORw==' }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(button).toBeDisabled();
    await act(async () => finish());
    expect(button).toBeEnabled();
  });

  it('shows why a send failed and lets the member send again', async () => {
    const user = userEvent.setup();
    const onSend = jest.fn<Promise<void>, [ProofFileUpload[]]>().mockRejectedValueOnce(new Error('The part is no longer open.')).mockResolvedValueOnce(undefined);
    const { input, button } = renderForm(onSend);
    await user.upload(input, [png()]);
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('The part is no longer open.');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(button);
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("speaks the member's language", async () => {
    await act(() => setLanguage('es'));
    const user = userEvent.setup();
    render(<ProofUploadForm label="Comprobante" submitLabel="Ya he pagado" onSend={jest.fn()} />);
    expect(screen.getByLabelText('Imágenes de comprobante')).toHaveAccessibleDescription('png o jpg, 5 MB como máximo cada una, hasta 3 imágenes.');
    await user.click(screen.getByRole('button', { name: 'Ya he pagado' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Elige al menos una imagen.');
  });
});
