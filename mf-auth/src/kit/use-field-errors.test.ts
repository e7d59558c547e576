import type { ChangeEvent } from 'react';
import { act, renderHook } from '@testing-library/react';
import { useFieldErrors } from './use-field-errors';

type Field = 'username' | 'password';

function typed(value: string) {
  return { target: { value } } as ChangeEvent<HTMLInputElement>;
}

describe('useFieldErrors', () => {
  it('clears one field error and leaves the others', () => {
    const { result } = renderHook(() => useFieldErrors<Field>());
    act(() => result.current.setErrors({ username: 'Required', password: 'Too short' }));
    act(() => result.current.clearError('username'));
    expect(result.current.errors.username).toBeUndefined();
    expect(result.current.errors.password).toBe('Too short');
  });

  it('keeps the same errors object when the field has no error', () => {
    const { result } = renderHook(() => useFieldErrors<Field>());
    act(() => result.current.setErrors({ password: 'Too short' }));
    const before = result.current.errors;
    act(() => result.current.clearError('username'));
    expect(result.current.errors).toBe(before);
  });

  it('gives an onChange that stores the typed value and clears the field error', () => {
    const { result } = renderHook(() => useFieldErrors<Field>());
    const set = jest.fn();
    act(() => result.current.setErrors({ username: 'Required', password: 'Too short' }));
    act(() => result.current.changeHandler(set, 'username')(typed('alice')));
    expect(set).toHaveBeenCalledWith('alice');
    expect(result.current.errors).toEqual({ username: undefined, password: 'Too short' });
  });
});
