import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDialogForm } from './useDialogForm';
import { required } from './validators';

const submitEvent = () =>
  ({
    preventDefault: vi.fn(),
    currentTarget: document.createElement('form'),
  }) as unknown as FormEvent<HTMLFormElement>;

function renderForm(submit: (values: { first_name: string; email: string }) => Promise<unknown>) {
  const onSaved = vi.fn();
  const hook = renderHook(() =>
    useDialogForm({
      initialValues: { first_name: 'Maria', email: 'maria@example.com' },
      validate: (values) => ({ first_name: required('First name', values.first_name) }),
      submit,
      onSaved,
      failureTitle: 'The user was not saved',
    }),
  );
  return { ...hook, onSaved };
}

describe('useDialogForm', () => {
  it("gives each text field the contract's maxLength of the write it names, by name or snake_case", () => {
    const { result } = renderHook(() =>
      useDialogForm({
        operation: 'POST /admin/enterprises',
        initialValues: { name: '', contactPerson: '', max_children: '10' },
        submit: vi.fn(),
        failureTitle: null,
      }),
    );
    // The contract's EnterpriseInput: name ≤ 200, contact_person ≤ 200; a number has no text limit.
    expect(result.current.field('name').maxLength).toBe(200);
    expect(result.current.field('contactPerson').maxLength).toBe(200);
    expect(result.current.field('max_children')).not.toHaveProperty('maxLength');
    // Without an operation, no limit is made up.
    const { result: plain } = renderForm(vi.fn());
    expect(plain.current.field('first_name')).not.toHaveProperty('maxLength');
  });

  it('is dirty only while a value differs from where it started', () => {
    const { result } = renderForm(vi.fn());
    expect(result.current.isDirty).toBe(false);
    act(() => result.current.set('first_name', 'Mariela'));
    expect(result.current.isDirty).toBe(true);
    act(() => result.current.set('first_name', 'Maria'));
    expect(result.current.isDirty).toBe(false);
  });

  it('checks inline before sending, and clears the message as soon as the field is corrected', async () => {
    const submit = vi.fn(async () => ({ message: 'Saved' }));
    const { result } = renderForm(submit);
    act(() => result.current.set('first_name', ' '));
    await act(async () => result.current.dialog.onSubmit(submitEvent()));
    expect(submit).not.toHaveBeenCalled();
    expect(result.current.errors.first_name).toBe('First name is required');
    act(() => result.current.set('first_name', 'Mia'));
    expect(result.current.errors.first_name).toBeUndefined();
  });

  it('puts the server field problems beside their fields and the reason above the buttons, keeping the typing', async () => {
    const refusal = {
      error: 'conflict',
      message: 'The user was not changed.',
      details: [
        { path: '/email', message: 'Another user already uses this email.' },
        { path: '/plan', message: 'The plan is archived.' },
      ],
    };
    const { result, onSaved } = renderForm(vi.fn(async () => Promise.reject(refusal)));
    act(() => result.current.set('email', 'taken@example.com'));
    await act(async () => result.current.dialog.onSubmit(submitEvent()));
    expect(result.current.errors.email).toBe('Another user already uses this email.');
    expect(result.current.dialog.error).toEqual({
      title: 'The user was not saved',
      message: 'The user was not changed. The plan is archived.',
    });
    expect(result.current.values.email).toBe('taken@example.com');
    expect(result.current.isPending).toBe(false);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says "Check the highlighted fields." for a validation refusal instead of repeating its details', async () => {
    const refusal = {
      error: 'validation_failed',
      message:
        'Check the highlighted fields. Email must be an email address such as name@example.com. Plan is required.',
      details: [
        { path: '/email', message: 'Email must be an email address such as name@example.com.' },
        { path: '/plan', message: 'Plan is required.' },
        { path: '/first_name/0', message: 'Item 1 of first name is not valid.' },
      ],
    };
    const { result } = renderForm(vi.fn(async () => Promise.reject(refusal)));
    act(() => result.current.set('email', 'taken'));
    await act(async () => result.current.dialog.onSubmit(submitEvent()));
    expect(result.current.errors.email).toBe('Email must be an email address such as name@example.com.');
    // A detail deeper in a field is that field's.
    expect(result.current.errors.first_name).toBe('Item 1 of first name is not valid.');
    expect(result.current.dialog.error?.message).toBe('Check the highlighted fields. Plan is required.');
  });

  it('hands the answer on after a save, and is no longer dirty', async () => {
    const { result, onSaved } = renderForm(vi.fn(async () => ({ message: 'User updated successfully.' })));
    act(() => result.current.set('first_name', 'Mariela'));
    await act(async () => result.current.dialog.onSubmit(submitEvent()));
    expect(onSaved).toHaveBeenCalledWith({ message: 'User updated successfully.' });
    expect(result.current.dialog.error).toBeNull();
  });
});
