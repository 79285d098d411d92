// The text fields of a form and their messages (the account, grid-operator and referral forms):
// each field's value, its change (which clears its message) and whether it is in error; showing
// messages moves the focus to the first field to correct once they are rendered.
import { useEffect, useRef, useState } from 'react';
import type { FieldErrors } from '../lib/validation-messages';

/** Focuses the first element of the form matching `selector` (a field marked invalid). */
export function focusFirstInvalid(
  form: HTMLFormElement | null,
  selector = '[aria-invalid="true"]',
): void {
  form?.querySelector<HTMLElement>(selector)?.focus();
}

export function useFormFields<Field extends string>(initial: () => Record<Field, string>) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(form.current);
  }, [focusRequest]);

  const showErrors = (next: FieldErrors<Field>) => {
    setErrors(next);
    setFocusRequest((count) => count + 1);
  };

  /** What a TextField needs of the field `name`; label and help text are the form's. */
  const bind = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
    error: Boolean(errors[name]),
  });

  return { form, values, setValues, errors, setErrors, showErrors, bind };
}
